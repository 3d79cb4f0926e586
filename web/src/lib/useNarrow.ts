/**
 * Whether the screen is at SPEC's mobile width (768 px or less), for what only one width shows and
 * need not be drawn at the other: never for the layout itself, which CSS decides, the same on the
 * server and in the browser. The server cannot know the width: `whileDrawn` is the answer there and
 * while the browser hydrates the server's markup (React draws again at once if the screen differs).
 */
import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from './media';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrow(whileDrawn: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => whileDrawn,
  );
}
