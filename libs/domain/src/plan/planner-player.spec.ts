import { plannerPlayerOf } from './planner-player';

describe('plannerPlayerOf', () => {
  const salah = { id: 381, position: 3, team: 12, teamName: 'Liverpool', price: 14.5, web_name: 'M.Salah', totalPoints: 200 };

  it('keeps what the planner reads, the display name included', () => {
    expect(plannerPlayerOf(salah)).toEqual({ id: 381, position: 3, team: 12, teamName: 'Liverpool', price: 14.5, name: 'M.Salah' });
  });

  it('leaves out a player of no known position', () => {
    expect(plannerPlayerOf({ ...salah, position: 5 })).toBeUndefined();
  });
});
