import { MongoClient } from 'mongodb';
import { DataSource } from 'typeorm';
import { DraftSchema, type Draft, type Player } from '@draftroom/contracts';
import { positionCounts, teamCounts, toTenths, squadCost } from '@draftroom/domain';
import { SavedPlayersBackfill } from '../src/drafts/saved-players-backfill';
import { bootDraftsStack, cheapSquad, getJson, ids, type DraftsTestStack } from './support';

/**
 * Drafts saved before a draft recorded its season and players (issue 32), as the last release
 * left them in either store: they read as 2025/26 drafts, and while 2025/26 is served their
 * players are recorded from its list (decision 238).
 */
describe('drafts saved before seasons were recorded', () => {
  let stack: DraftsTestStack;
  let squad: Player[];
  let nextId = 900_001;

  /** A draft row or document exactly as the last release wrote it: no season, no players. */
  async function legacyDraft(name: string): Promise<number> {
    const id = nextId++;
    const fields = {
      name, nameKey: `legacy ${id}`, selectedPlayers: ids(squad), totalCostTenths: toTenths(squadCost(squad)),
      positionCounts: positionCounts(squad), teamCounts: teamCounts(squad), createdAt: new Date('2025-09-01T12:00:00Z'),
    };
    const { db } = stack.drafts;
    if (db.engine === 'mongodb') {
      const client = await new MongoClient(db.env.DATABASE_URL!).connect();
      try {
        await client.db().collection('drafts').insertOne({ _id: id as never, ...fields });
      } finally {
        await client.close();
      }
    } else {
      await stack.drafts.app.get(DataSource).query(
        'INSERT INTO drafts (id, name, "nameKey", "selectedPlayers", "totalCostTenths", "positionCounts", "teamCounts", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [id, fields.name, fields.nameKey, JSON.stringify(fields.selectedPlayers), fields.totalCostTenths, JSON.stringify(fields.positionCounts), JSON.stringify(fields.teamCounts), '2025-09-01 12:00:00.000'],
      );
    }
    return id;
  }
  const one = async (id: number): Promise<Draft> => DraftSchema.parse((await getJson(`${stack.draftsUrl}/api/drafts/${id}`)).body);

  beforeAll(async () => {
    stack = await bootDraftsStack();
    squad = cheapSquad(stack.players);
  });
  afterAll(() => stack.close());

  it('reads as a 2025/26 draft, in the list and alone', async () => {
    const id = await legacyDraft('Saved last release');
    const alone = await one(id);
    expect(alone).toMatchObject({ id, season: '2025-26', selectedPlayers: ids(squad) });
    expect(alone.players).toBeUndefined();
    expect(((await getJson(`${stack.draftsUrl}/api/drafts`)).body as Draft[]).find((d) => d.id === id)).toMatchObject({ season: '2025-26' });
  });

  it('has its players recorded from the 2025/26 list while that season is served, and not after a rollover', async () => {
    const backfill = stack.drafts.app.get(SavedPlayersBackfill);
    await backfill.fill(); // whatever the start left
    const before = await legacyDraft('Filled in at start');
    expect(await backfill.fill()).toBe(1);
    expect((await one(before)).players?.map((p) => [p.id, p.web_name, p.price])).toEqual(squad.map((p) => [p.id, p.web_name, p.price]));
    expect(await backfill.fill()).toBe(0); // filled once: nothing left

    const late = await legacyDraft('Too late');
    stack.catalogue.rollOver('2026-27', stack.players.map((p) => ({ ...p, id: p.id + 5000 })));
    expect(await backfill.fill()).toBe(0); // a 2025/26 draft is never described from the 2026/27 list
    expect(await one(late)).toMatchObject({ season: '2025-26' });
    expect((await one(late)).players).toBeUndefined();
  });
});
