import { describe, expect, it } from 'vitest';
import { pluralTotal, total } from './plural';

describe('totals', () => {
  it('says a counted-up-to total is at least that many', () => {
    expect(pluralTotal(10000, true, 'book')).toBe('10,000+ books');
    expect(total(10000, true)).toBe('10,000+');
  });
  it('gives an exact total as it is', () => {
    expect(pluralTotal(1, false, 'book')).toBe('1 book');
    expect(pluralTotal(37, false, 'book')).toBe('37 books');
    expect(total(37, false)).toBe('37');
  });
});
