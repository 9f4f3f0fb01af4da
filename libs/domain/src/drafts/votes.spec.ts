import { castVote, netScore, signedScore } from './votes';

describe('vote transitions (one vote per voter per draft)', () => {
  it('counts a first vote', () => {
    expect(castVote(null, 'up')).toEqual({ vote: 'up', upvotes: 1, downvotes: 0 });
    expect(castVote(null, 'down')).toEqual({ vote: 'down', upvotes: 0, downvotes: 1 });
  });

  it('moves a vote cast the other way', () => {
    expect(castVote('up', 'down')).toEqual({ vote: 'down', upvotes: -1, downvotes: 1 });
    expect(castVote('down', 'up')).toEqual({ vote: 'up', upvotes: 1, downvotes: -1 });
  });

  it('withdraws a vote cast the same way again', () => {
    expect(castVote('up', 'up')).toEqual({ vote: null, upvotes: -1, downvotes: 0 });
    expect(castVote('down', 'down')).toEqual({ vote: null, upvotes: 0, downvotes: -1 });
  });

  it('shows the net score signed', () => {
    expect(netScore({ upvotes: 5, downvotes: 2 })).toBe(3);
    expect([3, -2, 0].map(signedScore)).toEqual(['+3', '-2', '0']);
  });
});
