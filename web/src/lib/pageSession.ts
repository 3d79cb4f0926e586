/**
 * Keeps the gateway's page session (gateway/src/pageSession.ts) in step with this browser's session:
 * a remembered member's token is handed to it, so their next pages are drawn on the server with
 * their data; signing out, or a session kept in this tab only, ends it. Nothing waits on it: a page
 * session that failed to start only means the next page is the shell, as before.
 */
import { session } from './session';

const send = (method: 'POST' | 'DELETE', token?: string) =>
  fetch('/session', {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    // A sign-out's page session ends even when the page is left at once.
    keepalive: true,
  }).catch(() => undefined);

/** The token the gateway should hold: a remembered session's, or none. */
const wanted = () => (session.isRemembered ? session.token : null);

/**
 * Starts keeping the page session. `drawnFor` is the member this page was drawn for on the server
 * (their page session is in place), if any.
 */
export function keepPageSession(drawnFor: string | undefined): void {
  // What the gateway holds, as far as this page knows: the drawn member's session, or unknown.
  let held: string | null | undefined = drawnFor !== undefined && drawnFor === session.user?.id ? wanted() : undefined;
  const sync = () => {
    const token = wanted();
    if (token === held) return;
    held = token;
    void (token ? send('POST', token) : send('DELETE'));
  };
  session.subscribe(sync);
  // After the page's own requests: the first one matters more than the next page's drawing.
  if (document.readyState === 'complete') setTimeout(sync, 0);
  else window.addEventListener('load', () => setTimeout(sync, 0), { once: true });
}
