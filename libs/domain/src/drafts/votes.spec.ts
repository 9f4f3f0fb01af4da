import { netScore, setVote, signedScore, voteAfterPress } from './votes';

describe('votes set a state (one vote per voter per draft)', () => {
  it('counts a first vote', () => {
    expect(setVote(null, 'up')).toEqual({ vote: 'up', upvotes: 1, downvotes: 0 });
    expect(setVote(null, 'down')).toEqual({ vote: 'down', upvotes: 0, downvotes: 1 });
  });

  it('moves a vote set the other way', () => {
    expect(setVote('up', 'down')).toEqual({ vote: 'down', upvotes: -1, downvotes: 1 });
    expect(setVote('down', 'up')).toEqual({ vote: 'up', upvotes: 1, downvotes: -1 });
  });

  it('changes nothing when the same vote is sent again (a retry is harmless)', () => {
    expect(setVote('up', 'up')).toEqual({ vote: 'up', upvotes: 0, downvotes: 0 });
    expect(setVote('down', 'down')).toEqual({ vote: 'down', upvotes: 0, downvotes: 0 });
    expect(setVote(null, null)).toEqual({ vote: null, upvotes: 0, downvotes: 0 });
  });

  it('withdraws a vote when none is wanted', () => {
    expect(setVote('up', null)).toEqual({ vote: null, upvotes: -1, downvotes: 0 });
    expect(setVote('down', null)).toEqual({ vote: null, upvotes: 0, downvotes: -1 });
  });

  it('reads a press of the pressed button as taking the vote back', () => {
    expect(voteAfterPress('up', 'up')).toBeNull();
    expect(voteAfterPress('up', 'down')).toBe('down');
    expect(voteAfterPress(null, 'up')).toBe('up');
  });

  it('shows the net score signed', () => {
    expect(netScore({ upvotes: 5, downvotes: 2 })).toBe(3);
    expect([3, -2, 0].map(signedScore)).toEqual(['+3', '-2', '0']);
  });
});
