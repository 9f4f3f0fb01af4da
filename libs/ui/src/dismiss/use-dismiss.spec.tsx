/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useDismiss, type DismissReason } from './use-dismiss';

function Menu({ open, onDismiss }: { open: boolean; onDismiss: (reason: DismissReason) => void }) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, onDismiss);
  return (
    <>
      <div ref={root}><button type="button">Inside</button></div>
      <button type="button">Outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('reports a press outside and Escape, but not a press inside', () => {
    const onDismiss = jest.fn();
    render(<Menu open onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(onDismiss).toHaveBeenLastCalledWith('outside');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(onDismiss).toHaveBeenLastCalledWith('escape');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('listens only while active, and a new callback each render is the one called', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Menu open={false} onDismiss={first} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(first).not.toHaveBeenCalled();
    rerender(<Menu open onDismiss={first} />);
    rerender(<Menu open onDismiss={second} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('escape');
  });
});
