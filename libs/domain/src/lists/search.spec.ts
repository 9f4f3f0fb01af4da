import { foldForSearch, matchesSearch } from './search';

describe('player search folding', () => {
  it('finds Ødegaard by odegaard', () => {
    expect(matchesSearch('odegaard', 'Martin Ødegaard')).toBe(true);
  });

  it('strips accents, trims and lower-cases', () => {
    expect(foldForSearch('  Raya Martín ')).toBe('raya martin');
    expect(matchesSearch(' MARTÍN', 'David Raya Martín')).toBe(true);
  });

  it('matches substrings of any of the given texts', () => {
    expect(matchesSearch('saka', 'Bukayo Saka', 'Saka')).toBe(true);
    expect(matchesSearch('salah', 'Bukayo Saka', null, undefined)).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch('', 'anyone')).toBe(true);
    expect(matchesSearch('   ', 'anyone')).toBe(true);
  });

  it('folds letters that Unicode decomposition leaves alone', () => {
    expect(foldForSearch('Højbjerg')).toBe('hojbjerg');
    expect(foldForSearch('Łukasz Fabiański')).toBe('lukasz fabianski');
  });
});
