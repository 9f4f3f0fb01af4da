import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { TeamListShape } from '@draftroom/contracts';
import { startEarlyFetches } from './early-fetch';
import { fetchJson } from './fetch-json';
import { getQuery } from './get-query';

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  let n = 0;
  fetchMock = jest.fn().mockImplementation(async () => new Response(JSON.stringify({ answer: (n += 1) }), { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('early fetches', () => {
  it('serve the first plain GET of their path, then the network serves the next', async () => {
    startEarlyFetches(['/api/teams']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/teams', expect.objectContaining({ credentials: 'include' }));
    await expect(fetchJson('/api/teams')).resolves.toEqual({ answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchJson('/api/teams')).resolves.toEqual({ answer: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not used by a GET with options of its own', async () => {
    startEarlyFetches(['/api/season']);
    const controller = new AbortController();
    await expect(fetchJson('/api/season', { signal: controller.signal })).resolves.toEqual({ answer: 2 });
    await expect(fetchJson('/api/season')).resolves.toEqual({ answer: 1 });
  });

  it('start each path once while it waits to be taken', () => {
    startEarlyFetches(['/api/fixtures', '/api/fixtures']);
    startEarlyFetches(['/api/fixtures']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leave a failed early answer to the page, which reports it as usual', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    startEarlyFetches(['/api/players']);
    await expect(fetchJson('/api/players')).rejects.toThrow('500: boom');
  });
});

describe('a GET query whose early answer has arrived', () => {
  const teams = [{ id: 1, code: 3, name: 'Arsenal', short_name: 'ARS' }];
  const arrived = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts with that answer: the first render has the data and nothing is fetched again', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(teams), { status: 200 }));
    startEarlyFetches(['/api/teams']);
    await arrived();
    const observer = new QueryObserver(new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } }), getQuery('/api/teams', TeamListShape));
    expect(observer.getCurrentResult()).toEqual(expect.objectContaining({ status: 'success', data: teams }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken: the next plain GET of the path goes to the network.
    await expect(fetchJson('/api/teams')).resolves.toEqual({ answer: 1 });
  });

  it('starts pending while the answer is on its way, then takes it when it comes', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(teams), { status: 200 }));
    startEarlyFetches(['/api/teams']);
    const observer = new QueryObserver(new QueryClient(), getQuery('/api/teams', TeamListShape));
    expect(observer.getCurrentResult().status).toBe('pending');
    const result = await observer.refetch();
    expect(result.data).toEqual(teams);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed answer', () => new Response('boom', { status: 503, statusText: 'Service Unavailable' }), '503: boom'],
    ['an answer that does not fit its shape', () => new Response(JSON.stringify([{ id: 'one' }]), { status: 200 }), 'Unexpected response from /api/teams'],
  ])('leaves %s to the query, which reports it', async (_what, answer, message) => {
    fetchMock.mockImplementationOnce(async () => answer());
    startEarlyFetches(['/api/teams']);
    await arrived();
    const observer = new QueryObserver(new QueryClient({ defaultOptions: { queries: { retry: false } } }), getQuery('/api/teams', TeamListShape));
    expect(observer.getCurrentResult().status).toBe('pending');
    const result = await observer.refetch();
    expect(result.error?.message).toContain(message);
  });
});
