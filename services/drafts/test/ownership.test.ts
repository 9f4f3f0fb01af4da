import { OwnershipListSchema, type OwnershipPlayer, type Player } from '@draftroom/contracts';
import { Clock } from '../src/clock';
import { bootDraftsStack, cheapSquad, getJson, postJson, saveBody, type DraftsTestStack } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('GET /api/selected-by: site ownership per period next to official ownership', () => {
  let stack: DraftsTestStack;
  let now: Date;
  let squadA: Player[];
  let squadB: Player[];
  const at = (date: Date) => {
    stack.drafts.app.get(Clock).now = () => date;
  };
  const ownership = async (query: string): Promise<Map<number, OwnershipPlayer>> => {
    const res = await getJson(`${stack.draftsUrl}/api/selected-by?${query}`);
    expect(res.status).toBe(200);
    return new Map(OwnershipListSchema.parse(res.body).map((p) => [p.id, p]));
  };

  beforeAll(async () => {
    stack = await bootDraftsStack();
    // Two different legal squads sharing some players: B is A with its keepers from other clubs.
    squadA = cheapSquad(stack.players);
    squadB = cheapSquad(stack.players.filter((p) => !(p.position === 1 && squadA.includes(p))));
    now = new Date('2025-09-20T10:00:00Z');
    const save = async (name: string, squad: Player[], when: Date) => {
      at(when);
      expect((await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody(name, squad))).status).toBe(201);
    };
    await save('Last month', squadA, new Date(now.getTime() - 30 * DAY)); // all time only
    await save('Three days ago', squadB, new Date(now.getTime() - 3 * DAY)); // last week
    await save('Just after UTC midnight', squadA, new Date('2025-09-20T00:30:00Z')); // today (UTC)
    await save('This morning', squadB, new Date(now.getTime() - HOUR)); // today
    at(now);
  });
  afterAll(() => stack.close());

  it('lists every player of the stats service with the official ownership unchanged', async () => {
    const all = await ownership('period=all_time');
    expect(all.size).toBe(stack.players.length);
    const salah = stack.players.find((p) => p.web_name === 'M.Salah')!;
    expect(all.get(salah.id)).toMatchObject({ name: salah.name, webName: 'M.Salah', teamShortName: 'LIV', position: 3, selectedByPercent: salah.selectedByPercent });
  });

  it('is the share of the period’s drafts that contain the player', async () => {
    const keeperA = squadA.find((p) => p.position === 1)!;
    const keeperB = squadB.find((p) => p.position === 1)!;
    const shared = squadA.find((p) => squadB.includes(p))!;
    const [all, week, today] = await Promise.all([ownership('period=all_time'), ownership('period=last_week'), ownership('period=today')]);
    expect([all, week, today].map((m) => m.get(keeperA.id)?.selectedByDatabase)).toEqual([50, 33.33, 50]);
    expect([all, week, today].map((m) => m.get(keeperB.id)?.selectedByDatabase)).toEqual([50, 66.67, 50]);
    expect([all, week, today].map((m) => m.get(shared.id)?.selectedByDatabase)).toEqual([100, 100, 100]);
    expect(all.get(shared.id)?.draftCount).toBe(4);
    const outsider = stack.players.find((p) => !squadA.includes(p) && !squadB.includes(p))!;
    expect(today.get(outsider.id)).toMatchObject({ selectedByDatabase: 0, draftCount: 0 });
  });

  it("starts today at the viewer's midnight when tzOffset is given", async () => {
    const keeperA = squadA.find((p) => p.position === 1)!;
    // In New York (UTC-4) it is 06:00 on the 20th: the 00:30 UTC draft was saved yesterday evening.
    const newYork = await ownership('period=today&tzOffset=240');
    expect(newYork.get(keeperA.id)).toMatchObject({ selectedByDatabase: 0, draftCount: 0 });
    // In Nairobi (UTC+3) the day began at 21:00 UTC on the 19th: both of today's drafts count.
    expect((await ownership('period=today&tzOffset=-180')).get(keeperA.id)?.draftCount).toBe(1);
  });

  it('answers 0% everywhere for a period without drafts, and is never cached', async () => {
    at(new Date(now.getTime() + 30 * DAY));
    const res = await fetch(`${stack.draftsUrl}/api/selected-by?period=last_week`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = OwnershipListSchema.parse(await res.json());
    expect(list.every((p) => p.selectedByDatabase === 0)).toBe(true);
    at(now);
  });

  it('is cached, yet a save, a draft leaving the rolling week and midnight each change the answer', async () => {
    const keeperA = squadA.find((p) => p.position === 1)!;
    const keeperB = squadB.find((p) => p.position === 1)!;
    const count = async (query: string, id: number) => (await ownership(query)).get(id)?.draftCount;
    expect(await count('period=all_time', keeperA.id)).toBe(2);
    expect(await count('period=last_week', keeperB.id)).toBe(2);
    expect(await count('period=today', keeperA.id)).toBe(1);

    // The draft saved three days ago leaves the rolling week four days from now, with no save.
    at(new Date(now.getTime() + 4 * DAY + HOUR));
    expect(await count('period=last_week', keeperB.id)).toBe(1);
    // Midnight (UTC) empties today.
    expect(await count('period=today', keeperA.id)).toBe(0);
    at(now);
    expect(await count('period=last_week', keeperB.id)).toBe(2);

    // A save shows at once in every period.
    const later = new Date(now.getTime() + 60_000);
    at(later);
    expect((await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('Cache check', squadA))).status).toBe(201);
    expect(await count('period=all_time', keeperA.id)).toBe(3);
    expect(await count('period=today', keeperA.id)).toBe(2);
    at(now);
  });

  it('refuses an unknown period or offset', async () => {
    expect((await getJson(`${stack.draftsUrl}/api/selected-by?period=yesterday`)).body.message).toBe(
      "period: period must be 'today', 'last_week' or 'all_time'",
    );
    expect((await getJson(`${stack.draftsUrl}/api/selected-by?period=today&tzOffset=9999`)).status).toBe(400);
  });
});
