import { BUILDER_FORMATIONS, TEAM_FORMATIONS, arrangeByFormation, formationShape } from './formations';
import type { PositionId } from '../position/positions';

interface P { id: number; position: PositionId; xpts: number }
const squad: P[] = [
  { id: 1, position: 1, xpts: 4 }, { id: 2, position: 1, xpts: 3 },
  ...[5, 4, 3, 2, 1].map((x, i) => ({ id: 10 + i, position: 2 as PositionId, xpts: x })),
  ...[6, 5, 4, 3, 2].map((x, i) => ({ id: 20 + i, position: 3 as PositionId, xpts: x })),
  ...[7, 1, 0.5].map((x, i) => ({ id: 30 + i, position: 4 as PositionId, xpts: x })),
];
const byXpts = (a: P, b: P) => b.xpts - a.xpts;

describe('formations', () => {
  it('keeps both of the spec lists', () => {
    expect(BUILDER_FORMATIONS).toContain('5-4-1');
    expect(TEAM_FORMATIONS).toContain('5-2-3');
    expect(TEAM_FORMATIONS).toHaveLength(7);
  });

  it('reads a formation into starters per position', () => {
    expect(formationShape('4-4-2')).toEqual({ 1: 1, 2: 4, 3: 4, 4: 2 });
  });

  it('starts the best of each position and benches the spare keeper, then the rest best first', () => {
    const arranged = arrangeByFormation(squad, '3-4-3', (p) => p.position, byXpts);
    expect(arranged?.starters.map((p) => p.id)).toEqual([1, 10, 11, 12, 20, 21, 22, 23, 30, 31, 32]);
    expect(arranged?.bench.map((p) => p.id)).toEqual([2, 13, 24, 14]); // spare keeper first; ties keep squad order
  });

  it('refuses a formation the squad cannot field', () => {
    const short = squad.filter((p) => p.id !== 32 && p.id !== 31);
    expect(arrangeByFormation(short, '3-4-3', (p) => p.position, byXpts)).toBeUndefined();
  });
});
