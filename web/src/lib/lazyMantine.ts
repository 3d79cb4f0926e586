/**
 * The stylesheets of Mantine's components and the components most screens draw (lib/mantine.ts),
 * loaded when something first draws a Mantine component. The shell and the landing page are plain
 * elements, so a first visit to Pustak draws and comes alive without them; every screen's route
 * waits for them beside its code (routes.tsx), and so do the header's search, a member's tools, the
 * drawer and the toasts. The server loads them once, before its first render. The theme itself is
 * MantineProvider's, from the first render (app/provider.tsx).
 */

let loading: Promise<unknown> | undefined;

/**
 * Loads Mantine's part, once; a failed load is not kept, so the next screen asks again (as
 * lib/lazyApollo.ts does).
 */
export function loadMantine(): Promise<unknown> {
  return (loading ??= import('./mantine').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/** Waits for Mantine's part along with a lazily loaded piece of code that draws Mantine components. */
export async function withMantine<T>(load: Promise<T>): Promise<T> {
  const [piece] = await Promise.all([load, loadMantine()]);
  return piece;
}
