/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import type { PlanEditor } from '../hooks/use-plan';
import { FreeTransfersCard } from './free-transfers-card';

/** The parts of the editor the card reads: a plan on its first gameweek, the history giving 2, none used. */
function editorOn(gameweek: number, correct = jest.fn()): PlanEditor {
  const plan = { firstGameweek: 5, initialFreeTransfers: 2, derivedFreeTransfers: 2, current: { gameweek, transfers: [], chip: null } };
  return { plan, freeTransfers: 2, freeTransfersLeft: 2, correctFreeTransfers: correct } as unknown as PlanEditor;
}

describe('Free Transfers card (issue 14)', () => {
  it("lets a loaded team correct the first gameweek's official count", () => {
    const correct = jest.fn();
    render(<FreeTransfersCard editor={editorOn(5, correct)} correctable />);
    expect(screen.getByTestId('free-transfers-left').textContent).toBe('2');
    const count = screen.getByLabelText('Official count') as HTMLSelectElement;
    expect(count.selectedOptions[0].textContent).toBe('2 (from history)');
    fireEvent.change(count, { target: { value: '1' } });
    expect(correct).toHaveBeenCalledWith(1);
  });

  it('offers no correction after the first gameweek', () => {
    render(<FreeTransfersCard editor={editorOn(6)} correctable />);
    expect(screen.queryByLabelText('Official count')).toBeNull();
  });

  it('offers no official count on a plan started from a draft: there is none to correct', () => {
    render(<FreeTransfersCard editor={editorOn(5)} correctable={false} />);
    expect(screen.getByTestId('free-transfers').textContent).toBe('2');
    expect(screen.queryByLabelText('Official count')).toBeNull();
    expect(screen.queryByText(/from history/)).toBeNull();
  });
});
