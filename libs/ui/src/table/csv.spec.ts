import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and leaves plain fields alone', () => {
    expect(toCsv(['Player', 'Note'], [['Saka', 'a, b'], ['"Gabi"', 'line\nbreak'], ['Ødegaard', 5.25]])).toBe(
      'Player,Note\r\nSaka,"a, b"\r\n"""Gabi""","line\nbreak"\r\nØdegaard,5.25\r\n',
    );
  });

  it('writes empty cells for missing values and defuses formula-looking text', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, '=SUM(A1)']])).toBe("a,b,c\r\n,,'=SUM(A1)\r\n");
    expect(toCsv(['n'], [[-3], [Number.NaN]])).toBe('n\r\n-3\r\n\r\n');
  });
});
