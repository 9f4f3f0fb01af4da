import { hasRequestBody, ifNoneMatchHits } from './http-conditions';

describe('ifNoneMatchHits', () => {
  it('matches the stored tag weakly, in a list, or with a star', () => {
    expect(ifNoneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", "abc" ', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('*', '"abc"')).toBe(true);
  });

  it('misses another tag, no header, or nothing stored', () => {
    expect(ifNoneMatchHits('"abd"', '"abc"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
    expect(ifNoneMatchHits('*', undefined)).toBe(false);
  });
});

describe('hasRequestBody', () => {
  it('sees a chunked or non-empty body only', () => {
    expect(hasRequestBody({ 'transfer-encoding': 'chunked' })).toBe(true);
    expect(hasRequestBody({ 'content-length': '12' })).toBe(true);
    expect(hasRequestBody({ 'content-length': '0' })).toBe(false);
    expect(hasRequestBody({})).toBe(false);
  });
});
