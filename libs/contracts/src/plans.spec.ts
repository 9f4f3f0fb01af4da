import { MAX_BANK_TENTHS, SavePlanSchema } from './plans';

const plan = (bank: number) => ({ name: 'Bank test', teamId: 1001, gameweekSquads: { 5: { players: [1, 2, 3], bankAmount: bank } }, transferHistory: [], gameweekBankAmounts: { 5: bank } });
const messages = (bank: number) => {
  const parsed = SavePlanSchema.safeParse(plan(bank));
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('a plan bank', () => {
  it('takes anything from £0.0m to £200.0m', () => {
    expect(messages(0)).toEqual([]);
    expect(messages(MAX_BANK_TENTHS)).toEqual([]);
  });

  it('refuses more than £200.0m, where 2^53 - 1 was once stored', () => {
    expect(messages(MAX_BANK_TENTHS + 1)).toContain('Bank cannot be more than £200.0m');
    expect(messages(Number.MAX_SAFE_INTEGER)).toContain('Bank cannot be more than £200.0m');
  });
});
