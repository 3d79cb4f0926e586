import { describe, expect, it } from 'vitest';
import { cleanSearchText, pageParam } from './searchParams';

describe('cleanSearchText', () => {
  it('turns control characters, tabs and line breaks into one space and trims the ends', () => {
    expect(cleanSearchText('  Muna\tMadan \n')).toBe('Muna Madan');
    expect(cleanSearchText('Muna\u0000Madan\u0007')).toBe('Muna Madan');
    expect(cleanSearchText('मुना\u009F  मदन')).toBe('मुना मदन');
  });

  it('keeps letters of any script and cuts at 200 characters', () => {
    expect(cleanSearchText("Buddha's Orphans")).toBe("Buddha's Orphans");
    expect(cleanSearchText('a'.repeat(500))).toHaveLength(200);
    expect(cleanSearchText('\t\u0001 ')).toBe('');
  });

  it('reads a page as a whole number from 1 to 100,000', () => {
    const page = (value: string) => pageParam(new URLSearchParams({ page: value }));
    expect([page('3'), page('2.5'), page('0'), page('-4'), page('x'), page('1e9'), page('999999')]).toEqual([
      3, 2, 1, 1, 1, 1, 100_000,
    ]);
    expect(pageParam(new URLSearchParams())).toBe(1);
  });
});
