/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { collectToasts } from '../../../shared/testing/render-with-client';
import { SavePlanDialog } from './save-plan-dialog';
import { SellPriceDialog } from './sell-price-dialog';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Set Sell Price dialog (spec 2.11 and 5)', () => {
  it('steps by £0.1m, shows the original once changed, and confirms in tenths', () => {
    const onConfirm = jest.fn();
    render(<SellPriceDialog playerName="Saka" originalTenths={98} then="empty" onConfirm={onConfirm} onCancel={jest.fn()} />);
    expect(screen.getByTestId('sell-price').textContent).toBe('£9.8m');
    expect(screen.queryByText(/Original price/)).toBeNull();
    fireEvent.click(button('Lower the sell price by £0.1m'));
    fireEvent.click(button('Lower the sell price by £0.1m'));
    expect(screen.getByTestId('sell-price').textContent).toBe('£9.6m');
    expect(screen.getByText('Original price: £9.8m')).toBeTruthy();
    fireEvent.click(button('Confirm'));
    expect(onConfirm).toHaveBeenCalledWith(96);
  });

  it('never goes above his selling price (the original)', () => {
    render(<SellPriceDialog playerName="Saka" originalTenths={98} then="empty" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(button('Raise the sell price by £0.1m').disabled).toBe(true);
    fireEvent.click(button('Lower the sell price by £0.1m'));
    fireEvent.click(button('Raise the sell price by £0.1m'));
    expect(screen.getByTestId('sell-price').textContent).toBe('£9.8m');
    expect(button('Raise the sell price by £0.1m').disabled).toBe(true);
  });

  it('never goes below £0.1m', () => {
    render(<SellPriceDialog playerName="Kid" originalTenths={2} then="replace" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.click(button('Lower the sell price by £0.1m'));
    expect(screen.getByTestId('sell-price').textContent).toBe('£0.1m');
    expect(button('Lower the sell price by £0.1m').disabled).toBe(true);
  });
});

describe('Save Plan dialog (spec 4 and 5)', () => {
  const props = { teamId: 1001, gameweeks: [5, 6], transfers: 2, saving: false, onClose: jest.fn() };

  it('keeps Save Plan disabled while the name is empty, and trims the name', () => {
    const onSave = jest.fn();
    render(<SavePlanDialog {...props} onSave={onSave} />);
    expect(button('Save Plan').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: '  Wildcard GW9  ' } });
    fireEvent.click(button('Save Plan'));
    expect(onSave).toHaveBeenCalledWith('Wildcard GW9', 1001, false);
  });

  it("answers a blank name with 'Plan name required'", () => {
    const toasts = collectToasts();
    const onSave = jest.fn();
    render(<SavePlanDialog {...props} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: '   ' } });
    fireEvent.click(button('Save Plan'));
    expect(onSave).not.toHaveBeenCalled();
    expect(toasts).toContainEqual({ title: 'Plan name required', description: 'Please enter a name for your plan.', variant: 'destructive' });
  });

  it("reads 'Saving...' and stays disabled while saving", () => {
    render(<SavePlanDialog {...props} saving onSave={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: 'x' } });
    expect(button('Saving...').disabled).toBe(true);
  });

  it('asks a plan started from a draft for the team ID to file it under', () => {
    const onSave = jest.fn();
    render(<SavePlanDialog {...props} teamId={null} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: 'Draft plan' } });
    expect(button('Save Plan').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/FPL Team ID/), { target: { value: '77' } });
    fireEvent.click(button('Save Plan'));
    expect(onSave).toHaveBeenCalledWith('Draft plan', 77, false);
  });
});

describe('Save Plan dialog for a reopened plan (issue 14)', () => {
  it('saves over the old plan by default when its owner key is known, or as a new plan', () => {
    const onSave = jest.fn();
    render(<SavePlanDialog teamId={1001} gameweeks={[5]} transfers={1} saving={false} onSave={onSave} onClose={jest.fn()}
      reopened={{ id: 7, name: 'Old plan', canReplace: true }} />);
    expect((screen.getByLabelText('Plan Name') as HTMLInputElement).value).toBe('Old plan');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(onSave).toHaveBeenCalledWith('Old plan', 1001, true);
    fireEvent.click(screen.getByLabelText('A new plan'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(onSave).toHaveBeenLastCalledWith('Old plan', 1001, false);
  });

  it('a reopened plan from a draft keeps the team ID it is filed under, so it can be saved over (decision 105)', () => {
    const onSave = jest.fn();
    render(<SavePlanDialog teamId={null} gameweeks={[5]} transfers={1} saving={false} onSave={onSave} onClose={jest.fn()}
      reopened={{ id: 9, name: 'Draft plan', canReplace: true, teamId: 1001 }} />);
    expect((screen.getByLabelText(/FPL Team ID/) as HTMLInputElement).value).toBe('1001');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(onSave).toHaveBeenCalledWith('Draft plan', 1001, true);
  });

  it('cannot save over without the owner key, and shows the key once after saving', () => {
    const { rerender } = render(<SavePlanDialog teamId={1001} gameweeks={[5]} transfers={1} saving={false} onSave={jest.fn()} onClose={jest.fn()}
      reopened={{ id: 7, name: 'Old plan', canReplace: false }} />);
    expect((screen.getByLabelText(/Over/) as HTMLInputElement).disabled).toBe(true);
    const saved = { id: 8, name: 'Old plan', teamId: 1001, createdAt: '2026-11-24T04:10:00Z', ownerKey: 'k'.repeat(32) };
    rerender(<SavePlanDialog teamId={1001} gameweeks={[5]} transfers={1} saving={false} onSave={jest.fn()} onClose={jest.fn()} saved={saved} />);
    expect(screen.getByTestId('owner-link').textContent).toMatch(/\/team-manager\?plan=8&key=k{32}$/);
  });
});
