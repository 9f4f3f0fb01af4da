/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@draftroom/ui';
import { aDraft, captureToasts, heldFetch } from '../../../shared/testing/factories';
import type { Draft } from '@draftroom/contracts';
import { myVotesQuery } from '../../../shared/api/drafts';
import { VoteButtons } from './vote-buttons';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The list carries no one's votes: the caller's own come from /api/drafts/my-votes (seeded here). */
const renderVotes = (draft: Draft = aDraft({ upvotes: 3, downvotes: 1 }), mine: Array<[number, 'up' | 'down']> = [[draft.id, 'up']], seeded = true) => {
  const client = createQueryClient();
  if (seeded) client.setQueryData(myVotesQuery.queryKey, new Map(mine));
  return render(
    <QueryClientProvider client={client}>
      <VoteButtons draft={draft} />
    </QueryClientProvider>,
  );
};

describe('vote buttons (spec 2.4, 4, 8)', () => {
  it("show the counts and the caller's own vote as pressed", () => {
    renderVotes();
    expect(screen.getByRole('button', { name: 'Vote up (3)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Vote down (1)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("read the caller's own vote from /api/drafts/my-votes", async () => {
    const draft = aDraft({ upvotes: 0, downvotes: 4 });
    const server = heldFetch(200, [{ draftId: draft.id, voteType: 'down' }]);
    renderVotes(draft, [], false);
    expect(server.mock.mock.calls[0][0]).toBe('/api/drafts/my-votes');
    await act(async () => server.release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vote down (4)' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Vote up (0)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("show the vote the server answered straight away", async () => {
    const draft = aDraft({ upvotes: 3, downvotes: 1 });
    const server = heldFetch(200, { ...draft, upvotes: 2, downvotes: 2, myVote: 'down' });
    renderVotes(draft);
    fireEvent.click(screen.getByRole('button', { name: 'Vote down (1)' }));
    await act(async () => server.release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vote down (1)' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Vote up (3)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('are both disabled while a vote is in flight', async () => {
    const server = heldFetch(200, aDraft({ upvotes: 2 }));
    renderVotes();
    fireEvent.click(screen.getByRole('button', { name: 'Vote down (1)' }));
    await waitFor(() => expect(server.mock).toHaveBeenCalled());
    const [path, init] = server.mock.mock.calls[0] as [string, RequestInit];
    expect(path).toMatch(/^\/api\/drafts\/\d+\/vote$/);
    expect(init.body).toBe('{"voteType":"down"}');
    // aria-disabled, not disabled: the pressed button keeps the keyboard focus (issue 31)
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Vote up (3)' }));
    expect(server.mock).toHaveBeenCalledTimes(1);
    await act(async () => server.release());
    await waitFor(() => expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-disabled') === 'false')).toBe(true));
  });

  it('keep the focus on the pressed button and announce the new counts', async () => {
    const draft = aDraft({ upvotes: 3, downvotes: 1 });
    const server = heldFetch(200, { ...draft, upvotes: 4, downvotes: 1, myVote: 'up' });
    renderVotes(draft);
    const up = screen.getByRole('button', { name: 'Vote up (3)' });
    up.focus();
    fireEvent.click(up);
    expect(document.activeElement).toBe(up);
    await act(async () => server.release());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Voted up on ${draft.name}: 4 up, 1 down, net +3.`));
    expect(document.activeElement).toBe(up);
  });

  it("send the vote wanted: pressing the caller's own vote again sends 'none'", async () => {
    const server = heldFetch(200, aDraft({ upvotes: 2 }));
    renderVotes();
    fireEvent.click(screen.getByRole('button', { name: 'Vote up (3)' }));
    await waitFor(() => expect(server.mock).toHaveBeenCalled());
    expect((server.mock.mock.calls[0] as [string, RequestInit])[1].body).toBe('{"voteType":"none"}');
    await act(async () => server.release());
  });

  it("toast 'Failed to vote' with the server's message or the generic one", async () => {
    const toasts = captureToasts();
    const notFound = heldFetch(404, { statusCode: 404, error: 'Not Found', message: 'There is no draft with id 7.' });
    renderVotes();
    fireEvent.click(screen.getByRole('button', { name: 'Vote up (3)' }));
    await act(async () => notFound.release());
    expect(toasts.at(-1)).toEqual({ title: 'Failed to vote', description: 'There is no draft with id 7.', variant: 'destructive' });

    const gatewayDown = heldFetch(502, undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vote up (3)' }).getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Vote up (3)' }));
    await act(async () => gatewayDown.release());
    await waitFor(() => expect(toasts.at(-1)?.description).toBe('An error occurred while voting.'));
  });
});
