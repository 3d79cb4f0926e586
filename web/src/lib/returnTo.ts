/**
 * Where a guest goes to sign in, and where they come back to (SPEC §2, §4): /login?redirect={full
 * path}, then the redirect value. Only a path on this site is ever followed: never another origin
 * ('//host', 'https://…', '/\host', which browsers read as '//host'), never a script URL, never the
 * sign-in pages themselves.
 */
import { paths } from '../config/paths';

type AuthPage = typeof paths.login | typeof paths.signup;

/**
 * The sign-in (or sign-up) page that brings the reader back to `location` afterwards; from one of
 * those pages, the other one keeping its redirect.
 */
export function loginPath(
  location: { pathname: string; search: string; hash: string },
  page: AuthPage = paths.login,
): string {
  if (isAuthPage(location.pathname)) return withRedirect(page, location.search);
  const here = location.pathname + location.search + location.hash;
  return safeRedirect(here) && location.pathname !== paths.landing
    ? `${page}?redirect=${encodeURIComponent(here)}`
    : page;
}

// Any origin will do: only whether the path stays on it matters.
const BASE = 'https://pustak.invalid';
const AUTH_PAGES: string[] = [paths.login, paths.signup];
/** /login or /signup, with or without a trailing slash. */
const isAuthPage = (pathname: string) => AUTH_PAGES.includes(pathname.replace(/\/$/, ''));

const hasControl = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The same-site path in `value`, or null when it is missing or could leave the site. Checked
 * after the URL parser has normalised it ('..' and '%2e%2e' segments, as the router will resolve
 * them), and the normalised path must itself read as a path on this site: '/..//evil.example'
 * resolves to '//evil.example', which a browser or the router reads as another host.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  // Backslashes and control characters are normalised by browsers into host separators.
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl(value))
    return null;
  const path = sameSitePath(value);
  // Normalising once more must change nothing: what is returned is exactly what will be followed.
  if (path === null || sameSitePath(path) !== path || path.startsWith('//') || isAuthPage(new URL(path, BASE).pathname))
    return null;
  return path;
}

/** `value` resolved against this site, as a path, or null when it names another origin. */
function sameSitePath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? url.pathname + url.search + url.hash : null;
}

/** Where a member goes once signed in or signed up: back where they were, else /home. */
export function afterSignIn(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? paths.home;
}

/** The other auth page (login ↔ signup), keeping a safe redirect the current one carries. */
export function withRedirect(page: AuthPage, search: string): string {
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  return redirect ? `${page}?redirect=${encodeURIComponent(redirect)}` : page;
}
