import type { Draft } from '@draftroom/contracts';

export { aPlayer } from '@draftroom/testing';

let nextId = 1000;

export function aDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: nextId++, name: 'Test Draft', selectedPlayers: [], season: '2025-26', totalCost: 99.5, createdAt: new Date().toISOString(), upvotes: 0, downvotes: 0,
    positionCounts: { 1: 2, 2: 5, 3: 5, 4: 3 }, teamCounts: {}, myVote: null, ...overrides,
  };
}

/** Collects the toasts the page would show (they travel as window events). */
export function captureToasts(): Array<{ title: string; description?: string; variant?: string }> {
  const seen: Array<{ title: string; description?: string; variant?: string }> = [];
  window.addEventListener('draftroom:toast', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

/** A fetch answering with the given status and JSON body, once the returned `release` is called. */
export function heldFetch(status: number, body: unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const text = body === undefined ? '' : JSON.stringify(body);
  // jsdom has no Response; the client reads only these members.
  const mock = jest.fn(async (_path: string, _init?: RequestInit) => {
    await gate;
    return { ok: status < 400, status, statusText: status < 400 ? 'OK' : 'Error', text: async () => text };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { mock, release };
}
