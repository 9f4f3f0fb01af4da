/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChecklistMenu } from './checklist-menu';

function Menu() {
  const [checked, setChecked] = useState<number[]>([2]);
  return (
    <ChecklistMenu
      summary={checked.length ? `${checked.length} excluded` : 'None'}
      name="Exclude gameweeks"
      options={[1, 2, 3].map((gw) => ({ value: gw, label: `GW${gw}` }))}
      checked={checked}
      onChange={setChecked}
    />
  );
}

// jsdom has no popovers: the browser's toggle event, as it fires when the list opens or closes.
const toggle = (panel: HTMLElement, newState: 'open' | 'closed') =>
  fireEvent(panel, Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }));

describe('ChecklistMenu', () => {
  it('is a native popover its button opens; aria-expanded follows it', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Exclude gameweeks: 1 excluded' });
    const panel = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(panel.getAttribute('aria-label')).toBe('Exclude gameweeks');
    toggle(panel, 'open');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    toggle(panel, 'closed');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps focus in the list after Clear disables itself', () => {
    render(<Menu />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    fireEvent.click(clear);
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Exclude gameweeks: None' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'GW1' }));
  });
});
