/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render } from '@testing-library/react';
import { PitchPlayer } from './pitch-player';

describe('<PitchPlayer/> label', () => {
  it('puts a short second line (the xPts) under the detail, inside the same label (issue 31)', () => {
    const { container } = render(<PitchPlayer name="Haaland" teamShortName="MCI" detail="£14.1m" subDetail="4.4 xP" />);
    const label = container.querySelector('.dr-pitch-player__detail')!;
    expect(label.textContent).toBe('£14.1m4.4 xP');
    expect(label.querySelector('.dr-pitch-player__sub')!.textContent).toBe('4.4 xP');
  });

  it('draws no second line, and no label at all, when there is nothing to put in it', () => {
    const { container, rerender } = render(<PitchPlayer name="Haaland" teamShortName="MCI" detail="£14.1m" />);
    expect(container.querySelector('.dr-pitch-player__sub')).toBeNull();
    rerender(<PitchPlayer name="Haaland" teamShortName="MCI" />);
    expect(container.querySelector('.dr-pitch-player__detail')).toBeNull();
  });
});
