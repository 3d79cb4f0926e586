/**
 * The app draws Mantine's contexts without MantineProvider (app/provider.tsx), so the CSS variables
 * the provider would write for the theme are in a stylesheet of their own (lib/themeVariables.css,
 * in the shell's). It must be what Mantine writes for the theme today, for the light scheme the app
 * always shows: a change to the theme fails here until the file is written again
 * (`npx vitest run --project web-dom themeVariables -u`).
 */
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** The rules of Mantine's <style data-mantine-styles> for `theme`, without the dark scheme's. */
function mantineVariables(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <div />
    </MantineProvider>,
  );
  const css = /<style data-mantine-styles="true">(.*?)<\/style>/s.exec(html)?.[1];
  if (!css) throw new Error('MantineProvider wrote no CSS variables');
  const rules = css
    .split('}')
    .map((rule) => rule.trim())
    .filter(Boolean);
  const light = rules.filter((rule) => !rule.split('{')[0]!.includes('"dark"'));
  return `/* Written by lib/themeVariables.test.tsx: Mantine's CSS variables for lib/theme.ts, light scheme. */\n${light.map((rule) => `${rule}}`).join('\n')}\n`;
}

test('the shell stylesheet holds the CSS variables Mantine writes for the theme', async () => {
  const css = mantineVariables();
  // The theme's own colours and fonts are among them (the test reads what it means to).
  expect(css).toContain('--mantine-color-pine-9: #00473a');
  expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-pine-filled)');
  expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  await expect(css).toMatchFileSnapshot('./themeVariables.css');
});
