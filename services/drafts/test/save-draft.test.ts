import { DraftSchema, type Player } from '@draftroom/contracts';
import { squadCost } from '@draftroom/domain';
import { bootDraftsStack, cheapSquad, getJson, ids, postJson, saveBody, squadCostingExactly100, type DraftsTestStack } from './support';

describe('POST /api/save-draft re-checks every rule against the real player list', () => {
  let stack: DraftsTestStack;
  let players: Player[];
  const save = (body: unknown) => postJson(`${stack.draftsUrl}/api/save-draft`, body);
  const stored = () => stack.stored.drafts();
  /** Asserts a refused save answered `status` with `message` and left the tables as they were. */
  async function refused(body: unknown, status: number, message: string | RegExp) {
    const before = await stored();
    const res = await save(body);
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await stored()).toEqual(before);
    return res;
  }

  beforeAll(async () => {
    stack = await bootDraftsStack();
    players = stack.players;
  });
  afterAll(() => stack.close());

  it('saves a legal 15 with its recomputed cost, position and club counts', async () => {
    const squad = cheapSquad(players);
    const res = await save(saveBody('  Budget Bargains  ', squad));
    expect(res.status).toBe(201);
    const draft = DraftSchema.parse(res.body);
    expect(draft).toMatchObject({ name: 'Budget Bargains', selectedPlayers: ids(squad), totalCost: squadCost(squad), upvotes: 0, downvotes: 0 });
    expect(draft.positionCounts).toEqual({ 1: 2, 2: 5, 3: 5, 4: 3 });
    const clubs = Object.values(draft.teamCounts);
    expect(clubs.reduce((a, b) => a + b, 0)).toBe(15);
    expect(Math.max(...clubs)).toBeLessThanOrEqual(3);
    const listed = await getJson(`${stack.draftsUrl}/api/drafts`);
    // The list is read raw (no entity hydration): it must say exactly what the single read says,
    // but for the players at save time, which only the answers about one draft carry.
    const { myVote: _noVoteInTheSharedList, players: _onlyForOneDraft, ...shared } = draft;
    expect(listed.body.find((d: { id: number }) => d.id === draft.id)).toEqual(shared);
    expect((await getJson(`${stack.draftsUrl}/api/drafts/${draft.id}`)).body).toEqual({ ...draft, myVote: null });
  });

  it('accepts a squad costing exactly £100.0m and refuses one at £100.1m: Exceeds budget limit', async () => {
    const squad = squadCostingExactly100(players);
    expect(squadCost(squad)).toBe(100);
    // £100.1m: one player swapped for a same-position player 0.1 dearer that breaks no other rule.
    const dearer = squad.map((p, i) => ({ i, q: players.find((x) => x.position === p.position && Math.round((x.price - p.price) * 10) === 1 && !squad.includes(x) && squad.filter((s, j) => j !== i && s.team === x.team).length < 3) }))
      .find((c) => c.q)!;
    const over = squad.map((p, i) => (i === dearer.i ? dearer.q! : p));
    expect(squadCost(over)).toBe(100.1);
    const res = await refused(saveBody('Over budget', over), 400, 'Exceeds budget limit');
    expect(res.body.issues[0].path).toMatch(/^selectedPlayers\.\d+$/);
    expect((await save(saveBody('Exactly one hundred', squad))).status).toBe(201);
  });

  it('refuses a player listed twice: Player already selected', async () => {
    const squad = cheapSquad(players);
    const list = ids(squad);
    list[14] = list[3];
    await refused({ name: 'Twice', selectedPlayers: list, totalCost: 0 }, 400, 'Player already selected');
  });

  it('refuses a sixteenth player: Squad is full', async () => {
    const squad = cheapSquad(players);
    const extra = players.find((p) => !squad.includes(p))!;
    await refused({ name: 'Sixteen', selectedPlayers: [...ids(squad), extra.id], totalCost: 0 }, 400, 'Squad is full');
  });

  it('refuses a third goalkeeper: Maximum Goalkeepers selected', async () => {
    const squad = cheapSquad(players);
    const keeper = players.find((p) => p.position === 1 && !squad.includes(p) && squad.filter((s) => s.team === p.team).length < 3)!;
    const list = ids(squad);
    list[14] = keeper.id; // a forward's place
    await refused({ name: 'Three keepers', selectedPlayers: list, totalCost: 0 }, 400, 'Maximum Goalkeepers selected');
  });

  it('refuses a fourth player from one club: Maximum players from {team} selected', async () => {
    const club = players.find((p) => p.teamName === 'Arsenal')!.team;
    const arsenal = [1, 2, 3, 4].map((pos) => players.find((p) => p.team === club && p.position === pos)!);
    const rest = cheapSquad(players.filter((p) => p.team !== club)).filter((p) => !arsenal.some((a) => a.position === p.position) || p.position === 2 || p.position === 3);
    const list = [...ids(arsenal), ...ids(rest)].slice(0, 15);
    await refused({ name: 'Gunners', selectedPlayers: list, totalCost: 0 }, 400, 'Maximum players from Arsenal selected');
  });

  it('refuses a short squad, unknown players and a cost the prices do not add up to', async () => {
    const squad = cheapSquad(players);
    await refused(saveBody('Fourteen', squad.slice(0, 14)), 400, 'A squad needs all 15 players (2 GK, 5 DEF, 5 MID, 3 FWD); this one has 14.');
    await refused({ ...saveBody('Ghost', squad), selectedPlayers: [...ids(squad).slice(0, 14), 999999] }, 400, /^Unknown player: 999999\./);
    const wrong = await refused({ ...saveBody('Wrong cost', squad), totalCost: squadCost(squad) - 1 }, 409, /^Prices have changed since this squad was picked: it now costs £\d+\.\dm/);
    expect(wrong.body.error).toBe('CONFLICT');
  });

  it('validates the name: required, trimmed, at most 60 characters', async () => {
    const squad = cheapSquad(players);
    await refused(saveBody('   ', squad), 400, 'name: Draft name required');
    await refused({ selectedPlayers: ids(squad), totalCost: squadCost(squad) }, 400, 'name: Draft name required');
    await refused(saveBody('x'.repeat(61), squad), 400, 'name: Draft name must be 60 characters or fewer');
    expect((await save(saveBody('y'.repeat(60), squad))).status).toBe(201);
  });

  it('refuses malformed bodies with a readable message', async () => {
    await refused({ name: 'Bad', selectedPlayers: 'all of them', totalCost: 1 }, 400, 'selectedPlayers: selectedPlayers must be a list of player ids');
    await refused({ name: 'Empty', selectedPlayers: [], totalCost: 0 }, 400, 'selectedPlayers: No players selected');
    const raw = await fetch(`${stack.draftsUrl}/api/save-draft`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { message: string }).message).toBe('The request body is not valid JSON.');
  });

  it('keeps names unique across look-alike characters and invisible ones (the confusables skeleton)', async () => {
    const squad = cheapSquad(players);
    expect((await save(saveBody('Salah Army', squad))).status).toBe(201);
    for (const lookAlike of ['S\u0430lah Army', 'Sal\u200bah Army', 'SALAH \u0410RMY', 'S\u03b1lah Army']) {
      await refused(saveBody(lookAlike, squad), 409, `A draft called "${lookAlike}" already exists. Please choose another name.`);
    }
    expect((await save(saveBody('Salah Navy', squad))).status).toBe(201);
  });

  it('refuses names with nothing visible in them, and a body nested deeper than any request', async () => {
    const squad = cheapSquad(players);
    for (const invisible of ['\u200b', '\u2800', '\u3164', '\u202e']) {
      const res = await save(saveBody(invisible, squad));
      expect(res.status).toBe(400);
    }
    // Written out by hand: JSON.stringify itself recurses, and this depth is what overflowed it.
    const body = `{"name":"Deep","selectedPlayers":[1],"totalCost":1,"nested":${'['.repeat(10_000)}1${']'.repeat(10_000)}}`;
    const before = await stored();
    const res = await fetch(`${stack.draftsUrl}/api/save-draft`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('The request body is nested too deeply (more than 32 levels). No request of this API needs that many.');
    expect(await stored()).toBe(before);
  });

  it('keeps names unique ignoring case, also when 50 saves of one name race', async () => {
    const squad = cheapSquad(players);
    expect((await save(saveBody('Midfield Maestros', squad))).status).toBe(201);
    await refused(saveBody('midfield MAESTROS', squad), 409, 'A draft called "midfield MAESTROS" already exists. Please choose another name.');
    const before = await stored();
    const racing = await Promise.all(Array.from({ length: 50 }, (_, i) => save(saveBody(i % 2 ? 'Photo Finish' : 'PHOTO finish', squad))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, ...Array(49).fill(409)]);
    expect(await stored()).toBe(before + 1);
    const listed = (await getJson(`${stack.draftsUrl}/api/drafts`)).body as Array<{ name: string }>;
    expect(listed.filter((d) => d.name.toLowerCase() === 'photo finish')).toHaveLength(1);
  });

  it('answers 404 for an unknown draft and 400 for a bad id or sort', async () => {
    expect((await getJson(`${stack.draftsUrl}/api/drafts/987654`)).body.message).toBe('There is no draft with id 987654.');
    expect((await getJson(`${stack.draftsUrl}/api/drafts/abc`)).status).toBe(400);
    // Hex and exponent forms are not read as another draft's id.
    expect(await getJson(`${stack.draftsUrl}/api/drafts/0x1`)).toMatchObject({ status: 400, body: { message: 'Id must be a number' } });
    const sort = await getJson(`${stack.draftsUrl}/api/drafts?sort=oldest`);
    expect(sort).toMatchObject({ status: 400, body: { message: "sort: sort must be 'newest' or 'top_rated'" } });
  });
});
