import { z } from 'zod';
import { fetchJson } from './fetch-json';
import { spotChecked } from './spot-checked';

const realFetch = globalThis.fetch;
const answer = (body: unknown) => {
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;
};
afterEach(() => {
  globalThis.fetch = realFetch;
});

const Teams = z.array(z.object({ id: z.number(), name: z.string() }));

describe('spotChecked', () => {
  it('returns the rows as sent when the first row fits the contract', async () => {
    const rows = [{ id: 1, name: 'Arsenal' }, { id: 2, name: 'Aston Villa' }];
    answer(rows);
    await expect(fetchJson('/api/teams', spotChecked(Teams))).resolves.toEqual(rows);
  });

  it('rejects a first row from another contract with the readable error', async () => {
    answer([{ id: '1', title: 'Arsenal' }]);
    await expect(fetchJson('/api/teams', spotChecked(Teams))).rejects.toThrow('Unexpected response from /api/teams');
  });

  it('rejects an answer that is not a list', async () => {
    answer({ id: 1, name: 'Arsenal' });
    await expect(fetchJson('/api/teams', spotChecked(Teams))).rejects.toThrow('Unexpected response from /api/teams');
  });

  it('accepts an empty list', async () => {
    answer([]);
    await expect(fetchJson('/api/teams', spotChecked(Teams))).resolves.toEqual([]);
  });
});
