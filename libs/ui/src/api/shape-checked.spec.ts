import { PlayerListShape, TeamPicksShape, type ReadShape } from '@draftroom/contracts';
import { fetchJson } from './fetch-json';
import { shapeChecked } from './shape-checked';

const realFetch = globalThis.fetch;
const answer = (body: unknown) => {
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;
};
afterEach(() => {
  globalThis.fetch = realFetch;
});

const Teams: ReadShape<{ id: number; name: string; short?: string | null }[]> = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' }, short: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    required: ['id', 'name'],
  },
};
const check = (shape: ReadShape, data: unknown) => () => shapeChecked(shape).parse(data);

describe('shapeChecked', () => {
  it('returns the rows as sent when the first row fits the shape', async () => {
    const rows = [{ id: 1, name: 'Arsenal', short: null }, { id: 2, name: 'Aston Villa' }];
    answer(rows);
    await expect(fetchJson('/api/teams', shapeChecked(Teams))).resolves.toEqual(rows);
  });

  it('rejects a first row from another contract with the readable error', async () => {
    answer([{ id: '1', title: 'Arsenal' }]);
    await expect(fetchJson('/api/teams', shapeChecked(Teams))).rejects.toThrow('Unexpected response from /api/teams');
  });

  it('says where the answer breaks the shape', () => {
    expect(check(Teams, [{ id: 1.5, name: 'Arsenal' }])).toThrow('answer[0].id: expected integer');
    expect(check(Teams, [{ id: 1 }])).toThrow('answer[0].name: missing');
    expect(check(Teams, [{ id: 1, name: 'Arsenal', short: 3 }])).toThrow('answer[0].short: matches no allowed shape');
    expect(check(Teams, { id: 1, name: 'Arsenal' })).toThrow('answer: expected array');
    expect(check({ enum: ['up', 'down'] }, 'sideways')).toThrow('answer: not one of up, down');
  });

  it('accepts an empty list and leaves optional fields out', () => {
    expect(check(Teams, [])()).toEqual([]);
    expect(check(Teams, [{ id: 1, name: 'Arsenal' }])()).toEqual([{ id: 1, name: 'Arsenal' }]);
  });

  it('checks real contract shapes: a player row and a team\'s picks', () => {
    expect(check(PlayerListShape, [{ id: 1, web_name: 'Raya' }])).toThrow(/answer\[0\]\.\w+: missing/);
    expect(check(TeamPicksShape, { active_chip: 'wildcard', entry_history: 'none', picks: [] })).toThrow();
  });
});
