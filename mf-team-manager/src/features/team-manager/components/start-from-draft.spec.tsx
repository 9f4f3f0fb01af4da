/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, screen } from '@testing-library/react';
import type { Draft } from '@draftroom/contracts';
import { json, renderWithClient, stubFetch } from '../../../shared/testing/render-with-client';
import { StartFromDraft } from './start-from-draft';

/**
 * 'Start from a saved draft' reads GET /api/drafts, owned by the drafts area (DraftListSchema).
 * That service is built in parallel, so this path is covered here at the HTTP boundary.
 */
const draft = (id: number, name: string, players: number, season = '2025-26'): Draft => ({
  id, name, selectedPlayers: Array.from({ length: players }, (_, i) => 100 + i), season, totalCost: 99.5,
  createdAt: '2025-09-12T10:00:00.000Z', upvotes: 3, downvotes: 1, positionCounts: { 1: 2 }, teamCounts: { ARS: 3 },
});

describe('Start from a saved draft', () => {
  it('loads the drafts on demand and offers the complete ones', async () => {
    const fetchMock = stubFetch({ '/api/drafts?sort=newest': json([draft(1, 'Value XV', 15), draft(2, 'Half done', 9)]) });
    const onStart = jest.fn();
    renderWithClient(<StartFromDraft onStart={onStart} />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start from a saved draft' }));
    const row = await screen.findByRole('button', { name: /Value XV/ });
    expect(row.textContent).toContain('£99.5m');
    expect(screen.queryByText('Half done')).toBeNull();
    fireEvent.click(row);
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ id: 1, name: 'Value XV' }));
  });

  it("offers only the served season's drafts: last season's ids are other players now (issue 32)", async () => {
    stubFetch({ '/api/drafts?sort=newest': json([draft(1, 'Old XV', 15, '2025-26'), draft(2, 'New XV', 15, '2026-27')]) });
    renderWithClient(<StartFromDraft season="2026-27" onStart={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start from a saved draft' }));
    expect(await screen.findByRole('button', { name: /New XV/ })).toBeTruthy();
    expect(screen.queryByText('Old XV')).toBeNull();
  });

  it('says why when only drafts of earlier seasons are saved', async () => {
    stubFetch({ '/api/drafts?sort=newest': json([draft(1, 'Old XV', 15, '2025-26')]) });
    renderWithClient(<StartFromDraft season="2026-27" onStart={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start from a saved draft' }));
    expect(await screen.findByText(/No complete drafts saved this season yet/)).toBeTruthy();
  });

  it('says so when no complete draft is saved', async () => {
    stubFetch({ '/api/drafts?sort=newest': json([]) });
    renderWithClient(<StartFromDraft onStart={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start from a saved draft' }));
    expect(await screen.findByText('No complete drafts saved yet.')).toBeTruthy();
  });

  it("shows the drafts service's failure instead of breaking the page", async () => {
    stubFetch({ '/api/drafts?sort=newest': json({ statusCode: 503, error: 'Service Unavailable', message: 'Drafts are unavailable right now.' }, 503) });
    renderWithClient(<StartFromDraft onStart={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start from a saved draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Saved drafts could not be loaded: Drafts are unavailable right now.');
  });
});
