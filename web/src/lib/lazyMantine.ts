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

/**
 * The theme Mantine's components read, its words in the reader's language: one object from the
 * first render, whatever has loaded. Before Mantine's part is in, no Mantine component draws (each
 * waits for it, above), so nothing reads it; once in, the object reads the whole theme. A context
 * value that changed when it arrived would reach the server-drawn parts still waiting for their
 * code (the header's search) and make React draw them again instead of hydrating them.
 */
export function lazyTheme(words: ThemeWords): MantineTheme {
  let theme: MantineTheme | undefined;
  const resolve = (): MantineTheme => {
    if (!loaded) throw new Error('Mantine was read before lib/lazyMantine.ts loaded it');
    return (theme ??= loaded.mergedTheme(words));
  };
  return new Proxy({} as MantineTheme, {
    get: (_, key) => Reflect.get(resolve(), key),
    has: (_, key) => Reflect.has(resolve(), key),
    ownKeys: () => Reflect.ownKeys(resolve()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(resolve(), key),
  });
}
