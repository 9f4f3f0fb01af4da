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

describe('ChecklistMenu keyboard use', () => {
  it('gives focus back to its button when Escape closes the list', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Exclude gameweeks: 1 excluded' });
    fireEvent.click(button);
    const box = screen.getByRole('checkbox', { name: 'GW1' });
    box.focus();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Exclude gameweeks' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('keeps focus in the list after Clear disables itself', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: /Exclude gameweeks/ }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    fireEvent.click(clear);
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'GW1' }));
  });
});
