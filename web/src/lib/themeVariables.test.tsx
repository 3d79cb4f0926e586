/**
 * The app's MantineProvider writes no <style>s into the page (app/provider.tsx), so the two it
 * would write for the theme are stylesheets of their own: its CSS variables
 * (lib/themeVariables.css, in the shell's) and its visibleFrom/hiddenFrom classes at the theme's
 * breakpoints (lib/mantineVisibility.css, with Mantine's chunk). They must be what Mantine writes
 * for the theme today, for the light scheme the app always shows: a change to the theme fails here
 * until the files are written again (`npx vitest run --project web-dom themeVariables -u`).
 */
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const html = renderToStaticMarkup(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
    <div />
  </MantineProvider>,
);

/** The content of MantineProvider's <style data-mantine-styles="…"> named `kind`. */
function mantineStyle(kind: string): string {
  const css = new RegExp(`<style data-mantine-styles="${kind}">(.*?)</style>`, 's').exec(html)?.[1];
  if (!css) throw new Error(`MantineProvider wrote no ${kind} styles`);
  return css;
}

/** The file a test writes: a comment naming its source, then Mantine's CSS. */
const written = (what: string, rules: string[]) =>
  `/* Written by lib/themeVariables.test.tsx: ${what}. */\n${rules.join('\n')}\n`;

test('the shell stylesheet holds the CSS variables Mantine writes for the theme', async () => {
  const rules = mantineStyle('true')
    .split('}')
    .map((rule) => rule.trim())
    .filter(Boolean);
  const light = rules.filter((rule) => !rule.split('{')[0]!.includes('"dark"')).map((rule) => `${rule}}`);
  const css = written("Mantine's CSS variables for lib/theme.ts, light scheme", light);
  // The theme's own colours and fonts are among them (the test reads what it means to).
  expect(css).toContain('--mantine-color-pine-9: #00473a');
  expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-pine-filled)');
  expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  await expect(css).toMatchFileSnapshot('./themeVariables.css');
});

test("Mantine's chunk holds the visibleFrom and hiddenFrom classes at the theme's breakpoints", async () => {
  const css = written("Mantine's visibleFrom and hiddenFrom classes for lib/theme.ts's breakpoints", [
    mantineStyle('classes'),
  ]);
  expect(css).toContain('@media (min-width: 62em) {.mantine-hidden-from-md {display: none !important;}}');
  await expect(css).toMatchFileSnapshot('./mantineVisibility.css');
});
