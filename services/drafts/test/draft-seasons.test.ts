import { DraftSchema, OwnershipListSchema, type Draft, type Player } from '@draftroom/contracts';
import { squadCost } from '@draftroom/domain';
import { bootDraftsStack, cheapSquad, getJson, ids, newVoterSession, postJson, saveBody, type DraftsTestStack } from './support';

/**
 * The next season as the official game starts it: every player renumbered (here the ids run the
 * other way, so last season's ids now name other players), clubs renamed by a promotion, prices
 * moved. `code` stays: it is the same man.
 */
function nextSeason(players: readonly Player[]): Player[] {
  const top = Math.max(...players.map((p) => p.id)) + 1;
  return players.map((p) => ({ ...p, id: top - p.id, price: Math.round((p.price + 0.5) * 10) / 10, teamShortName: p.teamShortName === 'BUR' ? 'COV' : p.teamShortName }));
}

describe('a draft knows its season (issue 32)', () => {
  let stack: DraftsTestStack;
  let lastSeasons: Player[];
  const draftsUrl = () => stack.draftsUrl;
  const save = async (name: string, squad: Player[]): Promise<Draft> => {
    const res = await postJson(`${draftsUrl()}/api/save-draft`, saveBody(name, squad));
    expect(res.status).toBe(201);
    return DraftSchema.parse(res.body);
  };
  const one = async (id: number): Promise<Draft> => DraftSchema.parse((await getJson(`${draftsUrl()}/api/drafts/${id}`)).body);
  const asSavedIn = (squad: Player[]) => squad.map(({ id, code, name, web_name, position, team, teamName, teamShortName, price }) => ({ id, code, name, web_name, position, team, teamName, teamShortName, price }));

  beforeAll(async () => {
    stack = await bootDraftsStack();
    lastSeasons = stack.players;
  });
  afterAll(() => stack.close());

  it('records the season served and the players as they are when it is saved; the list carries the season, not the players', async () => {
    const squad = cheapSquad(lastSeasons);
    const saved = await save('Before the rollover', squad);
    expect(saved).toMatchObject({ season: '2025-26', selectedPlayers: ids(squad), players: asSavedIn(squad) });
    expect(await one(saved.id)).toMatchObject({ season: '2025-26', players: asSavedIn(squad) });
    const listed = (await getJson(`${draftsUrl()}/api/drafts`)).body.find((d: Draft) => d.id === saved.id);
    expect(listed).toMatchObject({ season: '2025-26' });
    expect(listed).not.toHaveProperty('players');
  });

  it('after a rollover: last season’s draft stays readable as it was, new drafts are the new season’s, votes land on both, ownership counts this season’s only', async () => {
    const oldSquad = cheapSquad(lastSeasons);
    const old = await save('Last season’s bargains', oldSquad);

    const thisSeasons = nextSeason(lastSeasons);
    stack.catalogue.rollOver('2026-27', thisSeasons);
    // The old ids name other players in the new list: the draft must not be read through it.
    expect(thisSeasons.find((p) => p.id === old.selectedPlayers[0])!.code).not.toBe(oldSquad[0].code);

    const kept = await one(old.id);
    expect(kept).toMatchObject({ season: '2025-26', selectedPlayers: ids(oldSquad), players: asSavedIn(oldSquad), totalCost: squadCost(oldSquad) });

    const newSquad = cheapSquad(thisSeasons);
    const fresh = await save('New season, new prices', newSquad);
    expect(fresh).toMatchObject({ season: '2026-27', totalCost: squadCost(newSquad), players: asSavedIn(newSquad) });
    // Saved at last season's prices, a squad is refused: the builder uses the new ones.
    const stale = await postJson(`${draftsUrl()}/api/save-draft`, { ...saveBody('Old prices', newSquad), totalCost: squadCost(newSquad) - 7.5 });
    expect(stale.status).toBe(409);

    const seasons = new Map(((await getJson(`${draftsUrl()}/api/drafts`)).body as Draft[]).map((d) => [d.id, d.season]));
    expect(seasons.get(old.id)).toBe('2025-26');
    expect(seasons.get(fresh.id)).toBe('2026-27');

    const cookie = await newVoterSession(draftsUrl());
    for (const draft of [old, fresh]) {
      const vote = await postJson(`${draftsUrl()}/api/drafts/${draft.id}/vote`, { voteType: 'up' }, { cookie });
      expect(vote.status).toBe(200);
      expect(vote.body).toMatchObject({ id: draft.id, season: draft.season, upvotes: 1, myVote: 'up' });
    }

    const owned = OwnershipListSchema.parse((await getJson(`${draftsUrl()}/api/selected-by?period=all_time`)).body);
    const counted = new Map(owned.map((p) => [p.id, p.draftCount]));
    // One draft of 2026/27: its players are in 1 of 1 (100%), and no old id counts for anyone.
    for (const p of newSquad) expect(owned.find((o) => o.id === p.id)).toMatchObject({ draftCount: 1, selectedByDatabase: 100 });
    const others = [...counted].filter(([id]) => !newSquad.some((p) => p.id === id));
    expect(others.every(([, n]) => n === 0)).toBe(true);
  });
});
