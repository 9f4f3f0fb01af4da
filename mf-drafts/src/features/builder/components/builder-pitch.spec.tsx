/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Player } from '@draftroom/contracts';
import type { PositionId } from '@draftroom/domain';
import { aPlayer } from '../../../shared/testing/factories';
import { BuilderPitch } from './builder-pitch';

function Harness({ initial }: { initial: Player[] }) {
  const [squad, setSquad] = useState(initial);
  const [asked, setAsked] = useState<PositionId | null>(null);
  return (
    <>
      <BuilderPitch squad={squad} onEmptySlot={setAsked} onRemove={(p) => setSquad((s) => s.filter((x) => x.id !== p.id))} onOpen={() => undefined} />
      <output>{asked ?? ''}</output>
    </>
  );
}

describe('Builder pitch by keyboard (spec 2.1)', () => {
  it('has every slot and every remove action as a button in the Tab order', () => {
    render(<Harness initial={[aPlayer({ position: 2, web_name: 'Gabriel' })]} />);
    const buttons = screen.getAllByRole('button');
    // 14 empty slots + the defender's card + its remove button
    expect(buttons).toHaveLength(16);
    for (const b of buttons) expect(b.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Remove Gabriel' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add FWD' })[0]);
    expect(screen.getByRole('status').textContent).toBe('4');
  });

  it('keeps focus in the slot after removing its player with the keyboard', () => {
    render(<Harness initial={[aPlayer({ position: 4, web_name: 'Haaland' })]} />);
    const remove = screen.getByRole('button', { name: 'Remove Haaland' });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole('button', { name: 'Remove Haaland' })).toBeNull();
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Add FWD' })[0]);
  });

  it('moves focus to the player who moved up when one of two is removed', () => {
    render(<Harness initial={[aPlayer({ position: 1, web_name: 'Raya' }), aPlayer({ position: 1, web_name: 'Pope' })]} />);
    const remove = screen.getByRole('button', { name: 'Remove Raya' });
    remove.focus();
    fireEvent.click(remove);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'About Pope' }));
  });
});
