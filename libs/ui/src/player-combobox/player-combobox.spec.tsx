/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerCombobox } from './player-combobox';
import type { PlayerChoice } from './player-choice';

// Twelve players, so the list has more than the 10 suggestions the spec allows.
const OPTIONS: PlayerChoice[] = [
  { playerId: 7, displayName: 'Saka', name: 'Bukayo Saka', detail: 'ARS · MID' },
  { playerId: 8, displayName: 'Ødegaard', name: 'Martin Ødegaard', detail: 'ARS · MID' },
  ...Array.from({ length: 10 }, (_, i) => ({ playerId: 100 + i, displayName: `Keeper ${i}`, name: `Full Keeper ${i}`, detail: 'BUR · GK' })),
];

function Form({ onSubmit = jest.fn(), initial = null }: { onSubmit?: () => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <form onSubmit={(e) => (e.preventDefault(), onSubmit())}>
      <label htmlFor="pick">Top Midfielder</label>
      <PlayerCombobox id="pick" label="Top Midfielder" options={OPTIONS} value={value} onChange={setValue} />
      <span data-testid="chosen">{value ?? 'none'}</span>
      <button type="button">Elsewhere</button>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Top Midfielder' });
const options = () => screen.queryAllByRole('option');
const chosen = () => screen.getByTestId('chosen').textContent;
const highlighted = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('PlayerCombobox', () => {
  it('offers 10 players on focus, none highlighted yet', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(10);
    expect(highlighted()).toBeNull();
  });

  it('moves with ArrowDown/ArrowUp (wrapping), Home and End, and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toContain('Saka');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toContain('Keeper 7');
    await user.keyboard('{Home}');
    expect(highlighted()).toContain('Saka');
    await user.keyboard('{End}{ArrowDown}{ArrowDown}');
    expect(highlighted()).toContain('Ødegaard');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Ødegaard');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('8');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('Ødegaard');
  });

  it('matches the folded text against display and full name, and Enter takes the first match', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.type(box(), 'odegaard');
    expect(options().map((o) => o.textContent)).toEqual(['ØdegaardMartin Ødegaard · ARS · MID']);
    await user.clear(box());
    await user.type(box(), 'martin');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('8');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so when nothing matches, with no empty list announced', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(box(), 'zzz');
    expect(screen.getByRole('status').textContent).toBe('No players match');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, keeps the choice and is not seen by what is around it', async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    render(<div onKeyDown={(e) => outer(e.key)}><Form initial={7} /></div>);
    await user.clear(box());
    await user.type(box(), 'kee');
    expect(options()).toHaveLength(10);
    await user.keyboard('{Escape}');
    expect(options()).toHaveLength(0);
    expect((box() as HTMLInputElement).value).toBe('Saka');
    expect(outer).not.toHaveBeenCalledWith('Escape');
    // With the list closed, Escape is left to the page (a dialog closes on it).
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('closes when focus leaves it (Tab or a press elsewhere) and chooses by click', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(options()).toHaveLength(0);
    await user.click(box());
    await user.tab();
    expect(options()).toHaveLength(0);
    await user.click(box());
    await user.click(screen.getByRole('option', { name: /Saka/ }));
    expect(chosen()).toBe('7');
    expect(document.activeElement).toBe(box());
  });

  it('clears the choice with its × and keeps focus in the box', async () => {
    const user = userEvent.setup();
    render(<Form initial={8} />);
    await user.click(screen.getByRole('button', { name: 'Clear Top Midfielder' }));
    expect(chosen()).toBe('none');
    expect(document.activeElement).toBe(box());
    expect((box() as HTMLInputElement).value).toBe('');
  });
});
