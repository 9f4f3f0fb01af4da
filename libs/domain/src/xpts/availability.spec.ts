import { availabilityLevel, availabilityText, chanceOfPlaying, isFlagged, isUnavailable } from './availability';

describe('availability flags', () => {
  const fit = { status: 'a', chanceOfPlaying: null, news: '' };
  const doubt = { status: 'd', chanceOfPlaying: 75, news: 'Knock - 75% chance of playing' };
  const injured = { status: 'i', chanceOfPlaying: 0, news: 'Knee injury - Expected back 13 Sep' };
  const gone = { status: 'u', chanceOfPlaying: null, news: 'Has joined Lyon permanently.' };

  it('reads the chance of playing, with the status where the game left it empty', () => {
    expect([fit, doubt, injured, gone].map(chanceOfPlaying)).toEqual([100, 75, 0, 0]);
    expect([fit, doubt, injured, gone].map(isFlagged)).toEqual([false, true, true, true]);
    expect([fit, doubt, injured, gone].map(isUnavailable)).toEqual([false, false, true, true]);
  });

  it('grades the flag and says it in one line', () => {
    expect([fit, doubt, { ...doubt, chanceOfPlaying: 25 }, injured].map(availabilityLevel)).toEqual([null, 'doubtful', 'unlikely', 'unavailable']);
    expect(availabilityText(injured)).toBe('Injured, 0% chance of playing: Knee injury - Expected back 13 Sep');
    expect(availabilityText({ status: 's', chanceOfPlaying: 0, news: '' })).toBe('Suspended, 0% chance of playing');
  });
});
