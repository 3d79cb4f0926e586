/**
 * What the server does not draw and the page does not need before it is alive (toasts, drawers
 * opened by a tap): mounted in a commit of its own just after hydration, so both draw the same and
 * hydration's commit stays short. A component of its own, so mounting it re-renders nothing around it.
 */
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function WhenAlive({ children }: { children: ReactNode }) {
  return useMounted() ? children : null;
}
