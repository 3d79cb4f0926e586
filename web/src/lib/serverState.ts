/**
 * What the server hands the browser with a server-rendered page: the Apollo cache it rendered from
 * and the router's loader data, in a `<script type="application/json">` block (never executed, so
 * the Content-Security-Policy's ban on inline scripts holds). Shared by server/render.tsx and main.tsx.
 */
import type { NormalizedCacheObject } from '@apollo/client';
import type { SessionUser } from './session';

export const SERVER_STATE_ID = 'pustak-state';

export interface ServerState {
  apollo: NormalizedCacheObject;
  loaderData: Record<string, unknown>;
  /** The member the page was drawn for (their page session), absent for a guest's page. */
  member?: SessionUser;
  /** Drawn for a phone (lib/media.ts), absent when not. */
  phone?: true;
  /**
   * An operation answered with errors while the page was drawn (a refused id, REST unreachable): the
   * screen drew its error state, but the cache holds no error, so the browser draws the page again
   * (asking again) rather than hydrating a tree it would draw otherwise.
   */
  failed?: true;
}

/**
 * JSON safe inside an HTML element: `<` can never close the script block or open a comment, and the
 * line separators JavaScript once refused are escaped too. JSON.parse reads it back unchanged.
 */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server left in the page, if it rendered this one. */
export function readServerState(): ServerState | undefined {
  const block = document.getElementById(SERVER_STATE_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as ServerState) : undefined;
}
