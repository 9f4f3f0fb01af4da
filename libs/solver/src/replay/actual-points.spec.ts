import { actualPoints } from './actual-points';
import type { ActualGameweek, MarketPlayer } from './types';

// A 3-4-3: keeper 1, defenders 2-4, midfielders 5-8, forwards 9-11; bench: keeper 12, then
// midfielder 14, defender 13, forward 15 (in that order). Captain 9, vice 10.
const POSITION: Record<number, MarketPlayer['position']> = { 1: 1, 2: 2, 3: 2, 4: 2, 5: 3, 6: 3, 7: 3, 8: 3, 9: 4, 10: 4, 11: 4, 12: 1, 13: 2, 14: 3, 15: 4 };
const fielded = { starters: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], bench: [12, 14, 13, 15], captain: 9, viceCaptain: 10 };
const POINTS: Record<number, number> = { 1: 0, 2: 0, 3: 6, 4: 1, 5: 2, 6: 3, 7: 5, 8: 2, 9: 5, 10: 8, 11: 2, 12: 3, 13: 4, 14: 10, 15: 7 };
const positionOf = (id: number) => POSITION[id];

const gameweek = (didNotPlay: number[]): Map<number, ActualGameweek> =>
  new Map(Object.entries(POINTS).map(([id, points]) => [Number(id), didNotPlay.includes(Number(id)) ? { points: 0, minutes: 0 } : { points, minutes: 90 }]));

describe('actualPoints', () => {
  it('counts the eleven and the captain twice when everyone played; the bench scores nothing', () => {
    // Starters 0+0+6+1+2+3+5+2+5+8+2 = 34, captain 9's 5 again = 39.
    expect(actualPoints(fielded, positionOf, gameweek([]))).toBe(39);
  });

  it('substitutes in bench order keeping the eleven legal, keeper for keeper, and gives the vice the armband', () => {
    // Keeper 1 out -> bench keeper 12 (3). Defender 2 out -> midfielder 14 first on the bench
    // would leave two defenders, so defender 13 (4) comes on. Forward 9 (captain) out ->
    // midfielder 14 (10) keeps 3-5-2 legal and is before forward 15. Scorers: 12 13 3 4 5 6 7 8
    // 14 10 11 = 3+4+6+1+2+3+5+2+10+8+2 = 46; vice 10's 8 again = 54; one hit = 50.
    expect(actualPoints(fielded, positionOf, gameweek([1, 2, 9]), 4)).toBe(50);
  });

  it('counts the captain three times with the triple captain, and the whole bench with the bench boost (issue 30)', () => {
    expect(actualPoints(fielded, positionOf, gameweek([]), 0, '3xc')).toBe(39 + 5);
    // The bench 12 14 13 15 = 3 + 10 + 4 + 7 = 24 more.
    expect(actualPoints(fielded, positionOf, gameweek([]), 0, 'bboost')).toBe(39 + 24);
  });

  it('leaves a starter out when no bench player who played fits, and doubles no one when both armbands missed', () => {
    // Keeper 1 out and spare keeper 12 out too: nobody replaces him (outfielders never go in goal).
    // Forward 9 out -> midfielder 14 (10): 1-3-5-2 is legal. Forward 10 out -> 14 is used, so
    // defender 13 (4): 1-4-5-1 is legal, and he comes before forward 15. Scorers 2 3 4 5 6 7 8 11
    // = 0+6+1+2+3+5+2+2 = 21, plus 10 + 4 = 35; captain and vice did not play: nothing doubled.
    expect(actualPoints(fielded, positionOf, gameweek([1, 12, 9, 10]))).toBe(35);
  });
});
