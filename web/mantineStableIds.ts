/**
 * Mantine's useId (@mantine/hooks) draws React's id, then swaps in a random one in a layout
 * effect after mounting: every component using it (each checkbox, radio, input, tooltip) renders
 * again at once, synchronously, as a server-drawn page comes alive (26 checkboxes on the catalog's
 * filters alone). React's useId is the same on the server and in the browser since React 18, so
 * this build keeps it: the module is replaced by one that returns it, with Mantine's prefix.
 */
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');
}
`;

export function mantineStableIds(): Plugin {
  return {
    name: 'pustak:mantine-stable-ids',
    enforce: 'pre',
    load: (id) => (MANTINE_USE_ID.test(id) ? STABLE_USE_ID : undefined),
  };
}
