/**
 * Mantine's theme and component styles (lib/mantine.ts), loaded when something first draws a Mantine
 * component. The shell and the landing page are plain elements, so a first visit to Pustak draws and
 * comes alive without them (~20 kB gzip of a phone's first download); every screen's route waits for
 * them beside its code (routes.tsx), and so do the header's search, a member's tools, the drawer and
 * the toasts. The server loads them once, before its first render.
 *
 * The app gives Mantine's two contexts itself (app/provider.tsx), not through MantineProvider, whose
 * code (the theme's CSS variables written at run time, the colour scheme kept in localStorage) would
 * be in the first download: the variables are in the shell's stylesheet (lib/themeVariables.css) and
 * the scheme is always light.
 */
import type { MantineTheme } from '@mantine/core';
import type * as MantinePart from './mantine';
import type { ThemeWords } from './theme';

type MantineModule = typeof MantinePart;

let loaded: MantineModule | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads Mantine's part, once; a failed load is not kept, so the next screen asks again (as
 * lib/lazyApollo.ts does).
 */
export function loadMantine(): Promise<void> {
  return (loading ??= import('./mantine').then(
    (module) => {
      loaded = module;
      for (const { theme, words } of unfilled.splice(0)) fill(theme, words);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** Waits for Mantine's part along with a lazily loaded piece of code that draws Mantine components. */
export async function withMantine<T>(load: Promise<T>): Promise<T> {
  const [piece] = await Promise.all([load, loadMantine()]);
  return piece;
}

/** Themes handed out before Mantine's part was in: filled when it arrives. */
const unfilled: { theme: MantineTheme; words: ThemeWords }[] = [];

const fill = (theme: MantineTheme, words: ThemeWords) => Object.assign(theme, loaded!.mergedTheme(words));

/**
 * The theme Mantine's components read, its words in the reader's language: one object from the
 * first render, whatever has loaded. Before Mantine's part is in, it is empty and no Mantine
 * component draws (each waits for the part, above), so nothing reads it; the part fills it in place
 * when it arrives. A context value that changed when it arrived would reach the server-drawn parts
 * still waiting for their code (the header's search) and make React draw them again instead of
 * hydrating them. A plain object, not a proxy: Mantine reads the theme thousands of times a render.
 */
export function lazyTheme(words: ThemeWords): MantineTheme {
  const theme = {} as MantineTheme;
  if (loaded) fill(theme, words);
  else unfilled.push({ theme, words });
  return theme;
}
