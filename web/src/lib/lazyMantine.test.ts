/**
 * The theme object the app gives Mantine's components from its first render (lib/lazyMantine.ts):
 * empty before Mantine's chunk is in, then filled in place with the whole theme, the reader's words
 * included; one made after the chunk is in is whole at once.
 */
import { expect, test } from 'vitest';
import { lazyTheme, loadMantine } from './lazyMantine';

const words = {
  pagination: (control: string) => `page ${control}`,
  passwordToggle: 'Show the password',
};

test('the theme is empty until Mantine is in, then filled in place with the whole theme and its words', async () => {
  const theme = lazyTheme(words);
  // Nothing of it yet: no Mantine component draws before the part is in.
  expect(Object.keys(theme)).toEqual([]);

  await loadMantine();
  // The same object, filled in place: a context that gave it never changed its value.
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
  expect(lazyTheme({ ...words, passwordToggle: 'Toggle' }).components.PasswordInput?.defaultProps).toEqual({
    visibilityToggleButtonProps: { 'aria-label': 'Toggle' },
  });
});
