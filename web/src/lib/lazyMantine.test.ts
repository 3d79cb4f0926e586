/**
 * The theme object the app gives Mantine's components from its first render (lib/lazyMantine.ts):
 * nothing may read it before Mantine's chunk is in, and once in it is the whole theme, the reader's
 * words included, for every way Mantine reads a theme (a property, its keys, a spread, `in`).
 */
import { expect, test } from 'vitest';
import { lazyTheme, loadMantine } from './lazyMantine';

const words = {
  pagination: (control: string) => `page ${control}`,
  passwordToggle: 'Show the password',
};

test('the theme is read only once Mantine is in, then as the whole theme with its words', async () => {
  const theme = lazyTheme(words);
  expect(() => theme.primaryColor).toThrow(/before lib\/lazyMantine.ts loaded it/);

  await loadMantine();
  expect(theme.primaryColor).toBe('pine');
  expect(theme.colors.pine?.[9]).toBe('#00473a');
  // Mantine's defaults are merged under the app's own.
  expect(theme.colors.red).toHaveLength(10);
  expect(theme.breakpoints.md).toBe('62em');
  expect('spacing' in theme).toBe(true);
  expect(Object.keys(theme)).toContain('headings');
  const spread = { ...theme };
  expect(spread.fontFamily).toContain('Noto Sans Devanagari');
  const pagination = theme.components.Pagination?.defaultProps as {
    getControlProps: (control: string) => Record<string, string>;
  };
  expect(pagination.getControlProps('next')).toEqual({ 'aria-label': 'page next' });
});
