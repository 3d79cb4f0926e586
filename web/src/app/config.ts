/**
 * Settings the gateway tells the app by inlining `window.__PUSTAK__` into index.html, so reading
 * them costs no request. In `vite dev` without the gateway's page they take their defaults.
 */
declare global {
  interface Window {
    __PUSTAK__?: { catalogRequiresAuth?: boolean };
  }
}

export const appConfig = {
  /** SPEC §2 gives two readings of catalog access; CATALOG_REQUIRES_AUTH on the gateway picks one. */
  catalogRequiresAuth: typeof window !== 'undefined' && window.__PUSTAK__?.catalogRequiresAuth === true,
};
