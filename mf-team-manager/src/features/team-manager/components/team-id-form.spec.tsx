/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { DIGITS_ONLY } from './team-id';
import { TeamIdForm } from './team-id-form';

describe('the Team ID form says what is wrong (issue 31, 6d)', () => {
  const field = () => screen.getByLabelText('FPL Team ID');
  const type = (value: string) => fireEvent.change(field(), { target: { value } });

  it('says digits only as the letters are typed, politely, and stops once they are gone', () => {
    render(<TeamIdForm onLoad={jest.fn()} />);
    const live = screen.getByRole('status');
    type('12');
    expect(live.textContent).toBe('');
    type('12a');
    expect(live.textContent).toBe(DIGITS_ONLY);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByText(DIGITS_ONLY).id);
    type('12');
    expect(live.textContent).toBe('');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('stays quiet while an address is typed by hand, and reads its team ID once it has one', () => {
    render(<TeamIdForm onLoad={jest.fn()} />);
    type('https://fantasy.premierleague.com/en');
    expect(screen.getByRole('status').textContent).toBe('');
    type('https://fantasy.premierleague.com/entry/42/');
    expect((field() as HTMLInputElement).value).toBe('42');
    expect(screen.getByRole('status').textContent).toBe('Team ID 42 taken from the address you pasted.');
  });

  it('makes what Load refuses an alert, and loads a good ID', () => {
    const onLoad = jest.fn();
    render(<TeamIdForm onLoad={onLoad} />);
    type('12345678901');
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Load Team' }));
    expect(screen.getByRole('alert').textContent).toMatch(/11 digits is too long/);
    expect(onLoad).not.toHaveBeenCalled();
    type('1001');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load Team' }));
    expect(onLoad).toHaveBeenCalledWith(1001);
  });
});
