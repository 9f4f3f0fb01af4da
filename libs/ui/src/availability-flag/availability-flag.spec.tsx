/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilityFlag } from './availability-flag';
import { TOOLTIP_OPEN_DELAY_MS } from '../tooltip';

const injured = { status: 'i', chanceOfPlaying: 0, news: 'Knee injury - Expected back 13 Sep' };

describe('AvailabilityFlag', () => {
  it('shows nothing for an available player', () => {
    const { container } = render(<AvailabilityFlag player={{ status: 'a', chanceOfPlaying: null, news: '' }} />);
    expect(container.textContent).toBe('');
  });

  it('shows the chance, names the flag and the news for screen readers, and opens the news on keyboard focus', async () => {
    jest.useFakeTimers();
    try {
      render(<AvailabilityFlag player={injured} />);
      const flag = screen.getByRole('button', { name: 'Injured, 0% chance of playing: Knee injury - Expected back 13 Sep' });
      expect(flag.textContent).toBe('0%');
      expect(flag.className).toContain('dr-flag--unavailable');
      act(() => flag.focus());
      act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
      expect(screen.getByRole('tooltip').textContent).toBe('Injured, 0% chance of playing: Knee injury - Expected back 13 Sep');
    } finally {
      jest.useRealTimers();
    }
  });

  it('inside a button, is plain text that joins the button\'s name', () => {
    render(<button type="button">Saka <AvailabilityFlag player={injured} interactive={false} /></button>);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Saka Injured, 0% chance of playing: Knee injury - Expected back 13 Sep' })).toBeTruthy();
  });

  it('shows the news on tap without triggering the row it sits in', async () => {
    const onRow = jest.fn();
    render(
      <div onClick={onRow}>
        <AvailabilityFlag player={{ status: 'd', chanceOfPlaying: 75, news: 'Knock - 75% chance of playing' }} />
      </div>,
    );
    const flag = screen.getByRole('button');
    expect(flag.className).toContain('dr-flag--doubtful');
    await userEvent.click(flag);
    expect(flag.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Doubtful, 75% chance of playing: Knock - 75% chance of playing', { selector: '.dr-flag__news' })).toBeTruthy();
    expect(onRow).not.toHaveBeenCalled();
    fireEvent.click(flag);
    expect(flag.getAttribute('aria-expanded')).toBe('false');
  });
});
