/**
 * The navigation guard of SPEC §2: sets 'Pustak - {title}', signs out a tab whose token no longer
 * matches storage, sends guests from protected routes to /login?redirect={full path} and members
 * away from login and signup to that redirect (a same-site path) or /home. It renders the matched
 * screen with its transition.
 */
import { useEffect } from 'react';
import { useTranslation } from '../i18n/react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { paths } from '../config/paths';
import { afterSignIn, loginPath } from '../lib/returnTo';
import { session, useSession } from '../lib/session';
import { appConfig } from './config';
import { isFirstPage, needsMember, type RouteMeta } from '../lib/routeMeta';

export const PRODUCT_NAME = 'Pustak';

/** The deepest matched route's meta, with parents' requiresAuth inherited. */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const metas = matches.map((m) => (m.handle ?? {}) as RouteMeta);
  const deepest = [...metas].reverse().find((m) => m.title) ?? {};
  return { ...deepest, requiresAuth: metas.some((m) => m.requiresAuth) };
}

export function RouteGuard() {
  const meta = useRouteMeta();
  const location = useLocation();
  const { token } = useSession();

  const { t, i18n } = useTranslation();
  const title = t(`titles.${meta.title ?? 'Welcome'}` as 'titles.Welcome', { defaultValue: meta.title });
  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${title}`;
  }, [title, i18n.language]);

  // The server cannot send the browser anywhere (a <Navigate> there draws nothing): where it draws a
  // screen it does not know the reader may see, it draws its skeleton, and the browser's guard decides.
  const inBrowser = typeof window !== 'undefined';
  if (inBrowser && token && session.tokenMismatch()) {
    session.signOut();
    return <Navigate to={paths.login} replace />;
  }
  if (inBrowser && needsMember([meta], appConfig.catalogRequiresAuth) && !token)
    return <Navigate to={loginPath(location)} replace />;
  // Signing in on /login?redirect=… lands here first: the member goes back where they were.
  if (inBrowser && meta.requiresGuest && token) return <Navigate to={afterSignIn(location.search)} replace />;

  // A transition is between routes: the first page of a visit (the router's 'default' location, or
  // a redirect standing in for it) is drawn as it is, so a server-rendered page is on screen at its
  // first paint, not faded in.
  const transition = isFirstPage(location) ? undefined : `route-${meta.transition ?? 'fade'}`;
  return (
    <div key={location.pathname} className={transition}>
      <Outlet />
    </div>
  );
}
