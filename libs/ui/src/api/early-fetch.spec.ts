import { startEarlyFetches } from './early-fetch';
import { fetchJson } from './fetch-json';

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
