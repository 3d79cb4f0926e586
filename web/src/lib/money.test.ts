import { describe, expect, it } from 'vitest';
import { sumRs, timesRs } from './money';

describe('money', () => {
  it('adds and multiplies decimal strings exactly, in paisa', () => {
    expect(sumRs(['0.10', '0.20'])).toBe('0.30');
    expect(sumRs(['1195.00', '100.00'])).toBe('1295.00');
    expect(timesRs('19.99', 3)).toBe('59.97');
  });
});
