import * as contracts from '../index';
import { readShapeOf } from './derive';
import { READ_SHAPE_SCHEMAS } from './names';

const exported = contracts as unknown as Record<string, unknown>;

describe('read shapes (decision 085)', () => {
  it.each(READ_SHAPE_SCHEMAS)('%s: generated.ts matches the zod schema (run tools/scripts/read-shapes.mjs)', (name) => {
    const shape = exported[name.replace(/Schema$/, 'Shape')];
    expect(shape).toEqual(readShapeOf(exported[name] as Parameters<typeof readShapeOf>[0]));
  });

  it('keeps the structure and drops value rules', () => {
    expect(readShapeOf(contracts.TeamIdSchema)).toEqual({ type: 'integer' });
    const draft = contracts.DraftShape;
    expect(draft.required).toEqual(expect.arrayContaining(['id', 'name', 'selectedPlayers', 'upvotes']));
    expect(draft.required).not.toContain('myVote');
    expect(draft.properties?.selectedPlayers).toEqual({ type: 'array', items: { type: 'integer' } });
  });
});
