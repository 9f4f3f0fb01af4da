/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@draftroom/ui';
import { OwnershipScreen } from './ownership-screen';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

// 410 players: 11 pages of 40, the last one holding 10.
const rows = Array.from({ length: 410 }, (_, i) => ({
  id: i + 1, name: `Player ${i + 1}`, webName: `P${i + 1}`, team: (i % 20) + 1, teamShortName: 'ARS', position: (i % 4) + 1,
  selectedByPercent: 1, selectedByDatabase: 410 - i, draftCount: 1,
}));

function renderScreen() {
  globalThis.fetch = jest.fn(async (path: string) => {
    const body = path.startsWith('/api/selected-by') ? rows : [];
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OwnershipScreen />
    </QueryClientProvider>,
  );
}

const pager = () => within(screen.getByRole('navigation', { name: 'Pages' }));
const numbered = () => pager().getAllByRole('button').map((b) => b.textContent).filter((t) => /^\d+$/.test(t ?? '')).map(Number);
const current = () => Number(pager().getByRole('button', { current: 'page' }).textContent);
const summary = () => screen.getByText(/^Showing /).textContent;

describe('Ownership pagination (spec 2.15, 9)', () => {
  it('pages by 40 with a sliding window of 5 buttons, from the first to the last page', async () => {
    renderScreen();
    await screen.findByRole('navigation', { name: 'Pages' }, { timeout: 5000 });
    expect(summary()).toBe('Showing 1 to 40 of 410 players');
    expect(screen.getAllByRole('row')).toHaveLength(41); // header + 40
    expect(numbered()).toEqual([1, 2, 3, 4, 5]);
    expect(pager().getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(pager().getByRole('button', { name: '5' }));
    expect(current()).toBe(5);
    expect(numbered()).toEqual([3, 4, 5, 6, 7]);
    expect(summary()).toBe('Showing 161 to 200 of 410 players');

    for (let i = 0; i < 8; i += 1) fireEvent.click(pager().getByRole('button', { name: 'Next' }));
    expect(current()).toBe(11);
    expect(numbered()).toEqual([7, 8, 9, 10, 11]);
    expect(summary()).toBe('Showing 401 to 410 of 410 players');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(pager().getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(pager().getByRole('button', { name: 'Previous' }));
    expect(current()).toBe(10);
    expect(numbered()).toEqual([7, 8, 9, 10, 11]); // the window never runs past the last page
  });

  it.each([
    ['search', () => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Player' } })],
    ['sort', () => fireEvent.change(screen.getByRole('combobox', { name: 'Sort By' }), { target: { value: 'name' } })],
    ['team', () => fireEvent.change(screen.getByRole('combobox', { name: 'Select Team' }), { target: { value: '' } })],
    ['position', () => fireEvent.click(screen.getByRole('button', { name: 'MID' }))],
    ['reset', () => fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }))],
  ])('goes back to page 1 when the %s filter changes', async (_name, change) => {
    renderScreen();
    await screen.findByRole('navigation', { name: 'Pages' }, { timeout: 5000 });
    fireEvent.click(pager().getByRole('button', { name: '3' }));
    expect(current()).toBe(3);
    change();
    expect(current()).toBe(1);
  });
});
