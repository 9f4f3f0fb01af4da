/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from './toast';
import { Toaster } from './toaster';

describe('<Toaster/>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast dispatched from anywhere on the page, one at a time', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Draft saved', variant: 'success' }));
    expect(screen.getByText('Draft saved')).toBeTruthy();

    act(() => toast({ title: 'Failed to save draft', description: 'Name taken', variant: 'destructive' }));
    expect(screen.queryByText('Draft saved')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Name taken');
  });

  it('hides the toast after 5000 ms', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Draft saved' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Draft saved')).toBeNull();
  });

  it('stays while the pointer is over it or focus is inside it, then runs out its time', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Check your prediction' }));
    const card = screen.getByRole('status');
    fireEvent.pointerEnter(card);
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByText('Check your prediction')).toBeTruthy();
    fireEvent.pointerLeave(card);
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByText('Check your prediction')).toBeTruthy();
    act(() => dismiss.blur());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Check your prediction')).toBeNull();
  });

  it('closes on its dismiss button', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Draft saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Draft saved')).toBeNull();
  });

  it('moves focus to the notification region on F8', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(region);
  });

  it("shows a toast's action as a button that runs it and closes the toast", () => {
    render(<Toaster />);
    const undo = jest.fn();
    act(() => toast({ title: 'Squad cleared', action: { label: 'Undo Clear Squad (15 players)', onAction: undo } }));
    const status = screen.getByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'Undo Clear Squad (15 players)' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(status.isConnected).toBe(false);
  });
});
