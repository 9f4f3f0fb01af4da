import { initialSeasonFilters, seasonFilterReducer, type SeasonFilterAction, type SeasonFilterState } from './use-season-filters';

type G = 'general' | 'bonus' | 'xData';
const defaults = { sort: 'points', columns: ['general', 'xData'] as G[] };
const reduce = seasonFilterReducer<G>(defaults);
const run = (...actions: SeasonFilterAction<G>[]): SeasonFilterState<G> => actions.reduce(reduce, initialSeasonFilters(defaults));
const bounds = { min: 3.9, max: 15 };

describe('stats screen state (spec 2.14, 4)', () => {
  it('starts with the defaults of spec 9', () => {
    const s = run();
    expect(s).toMatchObject({ tab: 'season', search: '', positions: [], team: '', minMinutes: 90, price: null, sort: 'points', page: 1, playerId: null });
    expect([...s.columns]).toEqual(['general', 'xData']);
  });

  it.each<SeasonFilterAction<G>>([
    { type: 'search', value: 'saka' },
    { type: 'position', value: 'MID' },
    { type: 'team', value: 'ARS' },
    { type: 'sort', value: 'goals' },
    { type: 'minMinutes', value: 450 },
    { type: 'price', value: { min: 5, max: 10 }, bounds },
  ])('goes back to page 1 on %o', (action) => {
    expect(run({ type: 'page', value: 4 }, action).page).toBe(1);
  });

  it('keeps the page for column, tick and tab changes', () => {
    expect(run({ type: 'page', value: 4 }, { type: 'column', value: 'bonus' }, { type: 'tick', value: 7 }, { type: 'tab', value: 'pergw' }).page).toBe(4);
  });

  it('ignores a price change that brings the handles closer than 0.1', () => {
    const s = run({ type: 'page', value: 3 }, { type: 'price', value: { min: 8, max: 8 }, bounds });
    expect(s.price).toBeNull();
    expect(s.page).toBe(3);
  });

  it('Reset Filters restores every default and clears ticked rows and the player, keeping the tab', () => {
    const s = run(
      { type: 'tab', value: 'pergw' }, { type: 'search', value: 'x' }, { type: 'position', value: 'DEF' }, { type: 'team', value: 'ARS' },
      { type: 'minMinutes', value: 1 }, { type: 'price', value: { min: 5, max: 6 }, bounds }, { type: 'sort', value: 'xgc' },
      { type: 'allColumns', value: ['general', 'bonus', 'xData'] }, { type: 'tick', value: 3 }, { type: 'player', value: 9 }, { type: 'page', value: 2 },
      { type: 'reset' },
    );
    expect(s).toEqual({ ...initialSeasonFilters(defaults), tab: 'pergw' });
    expect(s.ticked.size).toBe(0);
  });

  it('ticks and unticks a row; Show All Columns turns every group on', () => {
    expect([...run({ type: 'tick', value: 3 }, { type: 'tick', value: 5 }, { type: 'tick', value: 3 }).ticked]).toEqual([5]);
    expect(run({ type: 'allColumns', value: ['general', 'bonus', 'xData'] }).columns.size).toBe(3);
  });
});
