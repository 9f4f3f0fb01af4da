/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render } from '@testing-library/react';
import { PlayerShirt } from './player-shirt';

const shirt = (container: HTMLElement) => container.querySelector('img')!;

describe('<PlayerShirt/>', () => {
  it("asks for the club's drawn shirt", () => {
    const { container } = render(<PlayerShirt teamShortName="ars" goalkeeper />);
    expect(shirt(container).getAttribute('src')).toBe('/shirts_gk/ARS.png');
  });

  it('puts a club with no shirt drawn in the generic kit, visible, the goalkeeper in its darker one', () => {
    const outfield = shirt(render(<PlayerShirt teamShortName="WRX" />).container);
    fireEvent.error(outfield);
    expect(outfield.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(outfield.style.visibility).toBe('');

    const keeper = shirt(render(<PlayerShirt teamShortName="WRX" goalkeeper />).container);
    fireEvent.error(keeper);
    expect(keeper.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(keeper.getAttribute('src')).not.toBe(outfield.getAttribute('src'));
  });

  it('draws the generic kit at once for a club known to have no shirt (a relegated club in an earlier season)', () => {
    const img = shirt(render(<PlayerShirt teamShortName="LEI" kit="generic" />).container);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('hides the image only when the generic kit fails too', () => {
    const img = shirt(render(<PlayerShirt teamShortName="WRX" />).container);
    fireEvent.error(img);
    fireEvent.error(img);
    expect(img.style.visibility).toBe('hidden');
  });
});
