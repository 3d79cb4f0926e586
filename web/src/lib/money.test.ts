import { describe, expect, it } from 'vitest';
import { formatRs, sumRs, timesRs } from './money';

describe('money', () => {
  it('shows rupees with Indian digit grouping and 2 decimals', () => {
    expect(formatRs('123456')).toBe('Rs 1,23,456.00');
    expect(formatRs('1195.5')).toBe('Rs 1,195.50');
    expect(formatRs('0')).toBe('Rs 0.00');
  });

  it('adds and multiplies decimal strings exactly, in paisa', () => {
    expect(sumRs(['0.10', '0.20'])).toBe('0.30');
    expect(sumRs(['1195.00', '100.00'])).toBe('1295.00');
    expect(timesRs('19.99', 3)).toBe('59.97');
  });
});
