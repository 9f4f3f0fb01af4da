import { player } from '../testing/instances';
import { flatSquad } from '../testing/plan-cases';
import { lastPurchaseClosed } from './last-gameweek-dominance';
import { readTransfersRequest } from './transfers-request';

const specWith = (candidates: ReturnType<typeof player>[], extra = {}) => {
  const base = flatSquad(2);
  return readTransfersRequest({ ...base, players: [...base.players, ...candidates], ...extra });
};

describe('lastPurchaseClosed', () => {
  // A £4.4m midfielder with 1 xPts in the last gameweek (the owned ones cost more), and cheaper, better ones.
  const weak = player(500, 3, 20, 44, [9, 1]);
  const dominators = (clubs: number[]) => clubs.map((club, k) => player(600 + k, 3, club, 40, [0, 3]));

  it('closes a player dominated in the last gameweek by more players than a squad can block', () => {
    // Fourteen others block at most seven clubs (three full ones and four midfielders held): eight is too many.
    const { pool, spec } = specWith([weak, ...dominators([21, 22, 23, 24, 25, 26, 27, 28])]);
    expect(lastPurchaseClosed(pool, spec).has(500)).toBe(true);
  });

  it('keeps him when a squad could hold or club-block every dominator', () => {
    // Dominators at seven clubs: three full clubs and four midfielders held block them all.
    const { pool, spec } = specWith([weak, ...dominators([21, 22, 23, 24, 25, 26, 27])]);
    expect(lastPurchaseClosed(pool, spec).has(500)).toBe(false);
  });

  it('only counts the last gameweek, cheaper-or-equal prices and players one may buy', () => {
    const dearer = [21, 22, 23, 24, 25, 26, 27, 28, 29].map((club, k) => player(700 + k, 3, club, 45, [0, 3]));
    expect(lastPurchaseClosed(specWith([weak, ...dearer]).pool, specWith([weak, ...dearer]).spec).has(500)).toBe(false);
    const avoided = dominators([21, 22, 23, 24, 25, 26, 27, 28]);
    const { pool, spec } = specWith([weak, ...avoided], { avoid: [avoided[0].id] });
    expect(lastPurchaseClosed(pool, spec).has(500)).toBe(false);
  });

  it('never closes owned or kept players', () => {
    const { pool, spec } = specWith([weak, ...dominators([21, 22, 23, 24, 25, 26, 27, 28, 29])], { keep: [500] });
    expect(lastPurchaseClosed(pool, spec).has(500)).toBe(false);
    expect([...lastPurchaseClosed(pool, spec)].some((id) => spec.owned.has(id))).toBe(false);
  });
});
