import { expectedMinutes, type MinutesOutlook } from './minutes';
import type { Per90 } from './rates';

/**
 * Expected goals and assists in one fixture: his per-90 rates, times the minutes he is
 * expected to play, times how much more (or less) his club should score in this fixture
 * than in an average one (`attackRatio`: the opponent's defence and the venue, see
 * fixture-context.ts).
 */
export function expectedAttack(rates: Per90, minutes: MinutesOutlook, attackRatio: number): { goals: number; assists: number } {
  const nineties = expectedMinutes(minutes) / 90;
  return { goals: rates.goals * nineties * attackRatio, assists: rates.assists * nineties * attackRatio };
}
