import { ratingStanding } from './draft-rating';

describe("a draft's standing among saved drafts (issue 31)", () => {
  it('ranks it and says the share rated below it', () => {
    expect(ratingStanding(80, [50, 60, 80, 90])).toEqual({ rank: 2, of: 4, below: 0.5 });
    expect(ratingStanding(95, [50, 60, 80, 90])).toEqual({ rank: 1, of: 4, below: 1 });
    expect(ratingStanding(70, [])).toEqual({ rank: 1, of: 0, below: 0 });
  });
});
