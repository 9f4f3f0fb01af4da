import { clampPage, pageCount, pageRange, pageSlice, pageWindow } from './pagination';

describe('pagination', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(801, 40)).toBe(21);
  });

  it('clamps requested pages to 1..last', () => {
    expect(clampPage(0, 100, 40)).toBe(1);
    expect(clampPage(9, 100, 40)).toBe(3);
    expect(clampPage(Number.NaN, 100, 40)).toBe(1);
  });

  it('slices a page and reports its range', () => {
    const items = Array.from({ length: 53 }, (_, i) => i + 1);
    expect(pageSlice(items, 3, 25)).toEqual([51, 52, 53]);
    expect(pageRange(3, 53, 25)).toEqual({ first: 51, last: 53 });
    expect(pageRange(1, 0, 25)).toEqual({ first: 0, last: 0 });
  });

  it('slides a window of buttons around the current page', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});
