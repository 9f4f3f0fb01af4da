import request from 'supertest';
import type { Player } from '@draftroom/contracts';
import { cheapestOf, squadWithFourOfAClub } from '@draftroom/testing';
import { snapshotCatalogue, type BootedService } from '@draftroom/testing/services';
import { bootPlanner } from './support';

/**
 * A squad that holds four of a club, as after one of its players moved there (decision 228): the
 * real game keeps him until the next transfer, and refuses any purchase while a club is left with
 * more than three.
 * Saved through /api/save-plan, which starts from the plan's own first gameweek.
 */
describe('saving a plan whose squad holds four of a club', () => {
  let svc: BootedService;
  let players: Player[];
  let four: Player[];
  let club: Player['team'];

  /** The cheapest player of the position and (or not) the club, not in the squad. */
  const another = (squad: readonly Player[], position: number, ofClub: boolean) => cheapestOf(players, squad, position, club, ofClub)!;
  const ids = (squad: readonly Player[]) => squad.map((p) => p.id);
  const transfer = (gameweek: number, out: Player, into: Player) => ({
    gameweek, playerOut: out.id, playerIn: into.id, playerOutPrice: Math.round(out.price * 10), playerInPrice: Math.round(into.price * 10), wasFreeTransfer: true,
  });
  const save = (gameweekSquads: Record<number, number[]>, transferHistory: unknown[]) => request(svc.server).post('/api/save-plan')
    .send({ name: 'Four of a club', teamId: 4242, gameweekSquads, transferHistory, gameweekBankAmounts: { 5: 200 } });

  beforeAll(async () => {
    const catalogue = await snapshotCatalogue();
    svc = await bootPlanner({ upstream: 'http://127.0.0.1:9/api', catalogue });
    players = [...catalogue.list];
    ({ squad: four, club } = squadWithFourOfAClub(players));
  });
  afterAll(() => svc.close());

  it('saves the squad held, four of the club and all', async () => {
    expect(four.filter((p) => p.team === club)).toHaveLength(4);
    await save({ 5: ids(four) }, []).expect(201);
  });

  it('refuses buying a fifth, or a fourth in place of one of the four, with the builder words', async () => {
    const outsider = four.find((p) => p.team !== club && another(four, p.position, true))!;
    const fifth = another(four, outsider.position, true);
    const refused = await save({ 5: ids(four), 6: ids(four.map((p) => (p === outsider ? fifth : p))) }, [transfer(6, outsider, fifth)]).expect(400);
    expect(refused.body.message).toMatch(/^Gameweek 6: Maximum players from .+ selected \(.+\)$/);

    const member = four.find((p) => p.team === club)!;
    const swap = another(four, member.position, true);
    await save({ 5: ids(four), 6: ids(four.map((p) => (p === member ? swap : p))) }, [transfer(6, member, swap)]).expect(400);
  });

  it('refuses buying a player of another club while the four stay, naming the club held four times; selling one of them first lets it through', async () => {
    const outsider = four.find((p) => p.team !== club && another(four, p.position, false))!;
    const elsewhere = another(four, outsider.position, false);
    const teamName = four.find((p) => p.team === club)!.teamName;
    const refused = await save({ 5: ids(four), 6: ids(four.map((p) => (p === outsider ? elsewhere : p))) }, [transfer(6, outsider, elsewhere)]).expect(400);
    expect(refused.body.message).toMatch(new RegExp(`^Gameweek 6: Maximum players from ${teamName} selected \\(.+\\)$`));

    const member = four.find((p) => p.team === club && another(four, p.position, false))!;
    const instead = another(four, member.position, false);
    await save({ 5: ids(four), 6: ids(four.map((p) => (p === member ? instead : p))) }, [transfer(6, member, instead)]).expect(201);
  });

  it('lets a purchase into the club through once two of the four are sold', async () => {
    const [a, b] = four.filter((p) => p.team === club);
    const back = another(four, a.position, true);
    const other = another(four, b.position, false);
    const after = four.map((p) => (p === a ? back : p === b ? other : p));
    expect(after.filter((p) => p.team === club)).toHaveLength(3);
    await save({ 5: ids(four), 6: ids(after) }, [transfer(6, a, back), transfer(6, b, other)]).expect(201);
  });
});
