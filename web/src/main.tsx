/**
 * The browser's entry. A page the gateway rendered on the server (server/render.tsx) is hydrated
 * from the Apollo cache the server handed over, so its hydration asks the graph for nothing. A
 * remembered member's page is drawn for them (their page session, lib/pageSession.ts) and hydrated
 * as them. A page drawn for the guest in a member's browser (no page session yet) is hydrated as
 * drawn, then the member's header appears and the screen's queries are asked again, once, for their
 * own state (inCart, isFavorite, …). A page drawn for a member this browser is not signed in as is
 * drawn again here, from nothing of theirs; so is a page drawn with an error, which is not handed over.
 * A page the server drew as the header and the screen's skeleton (server/render.tsx) is drawn over
 * here: the router's first render draws the same skeleton, replacing the server's in one commit.
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteMatch, type RouteObject } from 'react-router-dom';
import { paths } from './config/paths';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { createI18n } from './i18n';
import type { Namespace } from './i18n/catalogs';
import { needsGraphClient, type RouteMeta } from './lib/routeMeta';
import { browserLanguage } from './i18n/useLanguage';
import { numberFormat } from './i18n/numberFormat';
import { guessPhone } from './lib/media';
import { preloadMemberTools } from './components/layout/Header';
import { loadApolloClient, loadedApolloClient } from './lib/lazyApollo';
import { startMemberQueries } from './lib/routeData';
import { preloadDeferredComponents } from './lib/deferredComponent';
import { readServerState } from './lib/serverState';
import { keepPageSession } from './lib/pageSession';
import { noteTypedTextareas } from './lib/typedEarly';
import { DrawnSessionProvider, GUEST, session } from './lib/session';

/** The matched screens' code, loaded before the first render so it draws what the server drew. */
async function loadMatchedRoutes(matches: RouteMatch[]) {
  const lazy = matches.filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The matched screens' loaders, run once before the first render of a page drawn here alone: their
 * queries and the header's (lib/routeData.ts) leave together, in one request, and the header's
 * own query on its first render joins it. (The router runs them again at start: answered from
 * that request or the cache.)
 */
async function startMatchedLoaders(matches: RouteMatch[]) {
  const request = new Request(window.location.href);
  await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? route.loader({ request, params, context: undefined, url: new URL(request.url), pattern: route.path ?? '' })
        : undefined,
    ),
  );
}

/** The catalogs the matched screens read (their routes' meta), loaded with the shell's own. */
function matchedNamespaces(matches: RouteMatch[]): Namespace[] {
  return matches.flatMap((match) => (match.route.handle as RouteMeta | undefined)?.namespaces ?? []);
}

/**
 * What follows hydration. Text typed into the server's fields meanwhile stays in them, and each
 * form reads it from its fields once mounted (lib/typedEarly.ts, lib/schemaForm.ts). The server's markup ignored
 * pointers until now (global.css: a tap there would reach no handler, or submit a form natively);
 * queries ask the network again from now on as their fetch policies say; and a member's page drawn
 * from the guest's data asks again, once, for their own state. It wraps the router rather than sitting
 * beside it: the tree keeps the server's shape, so React's ids (and the ids Mantine builds on them,
 * which aria-controls and aria-labelledby name) are the ones in the server's markup.
 */
function AfterHydration({
  container,
  refreshForMember,
  children,
}: {
  container: HTMLElement;
  refreshForMember: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    container.removeAttribute('data-hydrating');
    container.removeAttribute('data-skeleton');
    const client = loadedApolloClient();
    if (!client) return;
    client.prioritizeCacheValues = false;
    if (refreshForMember) {
      void client.refetchQueries({ include: 'active' });
      startMemberQueries(client);
    }
  }, [container, refreshForMember]);
  return children;
}

/** Ends the current task: a phone's main thread is never held long, and a tap gets through between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The modules' evaluation was one task; starting is the next.
  await nextTask();
  const container = document.getElementById('root')!;
  const serverState = readServerState();
  const drawnFor = serverState?.member;
  // Drawn for this member: their names as the server read them (fresher than this browser's copy).
  if (drawnFor && drawnFor.id === session.user?.id) session.updateUser(drawnFor);
  // Drawn for someone else, or for a member who signed up in this tab (welcomed to Pustak here, where
  // the server, knowing nothing of the tab, welcomed them back): drawn again in the browser.
  // A page drawn with an error (its error is not handed over): drawn again here, asking again.
  const hydrate =
    serverState !== undefined &&
    !serverState.failed &&
    (!drawnFor || (drawnFor.id === session.user?.id && !session.isNewMember));
  keepPageSession(drawnFor?.id);
  // The reader's language (its catalogs loaded) before the first render: hydration draws what the server drew.
  const language = browserLanguage();
  // Not waited for: what is not in by then hydrates when it arrives (lib/deferredComponent.ts). A
  // task of its own: asking for their code adds a link for each file they import.
  setTimeout(() => void preloadDeferredComponents(), 0);
  // The first Intl formatter of a page loads its locale's data (~15 ms on a phone): done in a task
  // of its own here rather than in the middle of hydrating the first price or count.
  setTimeout(() => numberFormat(language).format(1), 0);
  // A member's header tools: their chunk on its way now (their query goes with the screen's).
  if (session.isSignedIn) void preloadMemberTools();
  // Written only when it differs: writing <html lang>, even the same value, restyles every element
  // of the page (~80 ms on a phone for signed-in home's 1,200).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  // Hydration must draw what the server drew, so the screen's code is in before it starts. A page
  // drawn here alone starts its screen's queries first (with the header's, in one request) and
  // leaves the screen's code to the router; the header draws meanwhile.
  // Matched once: React Router ranks every route of the table at each match.
  const matches = matchRoutes(routes, window.location) ?? [];
  const handles = matches.map((match) => match.route.handle);
  const [i18n, client] = await Promise.all([
    createI18n(language, matchedNamespaces(matches)),
    // Apollo Client's code only for a page that reads the graph, or a member's (their header's cart).
    needsGraphClient(handles, session.isSignedIn) ? loadApolloClient() : undefined,
    hydrate ? loadMatchedRoutes(matches) : startMatchedLoaders(matches),
    // A page drawn for the member has their header tools in it: hydrated with their code in.
    hydrate && drawnFor ? preloadMemberTools() : undefined,
  ]);
  if (hydrate && client) {
    client.cache.restore(serverState.apollo);
    // Hydration draws from the server's answers, whatever a screen's fetch policy (Apollo's way after SSR).
    client.prioritizeCacheValues = true;
  }
  // A page drawn here alone guesses as the server would: its cart on a phone starts as cards.
  const drawnForPhone = guessPhone(navigator.userAgent);
  const router = createBrowserRouter(
    routes,
    hydrate ? { hydrationData: { loaderData: serverState.loaderData } } : undefined,
  );
  // SPEC §4: signing out (explicitly or on any 401) always lands on /login.
  session.onSignOut(() => {
    if (router.state.location.pathname !== paths.login) void router.navigate(paths.login, { replace: true });
  });
  const app = (
    <StrictMode>
      {/* Hydration reads the session the page was drawn with: this very one when drawn for this member. */}
      <DrawnSessionProvider value={hydrate && drawnFor ? session.current : GUEST}>
        <AppProvider i18n={i18n} phone={hydrate ? serverState.phone === true : drawnForPhone}>
          <AfterHydration container={container} refreshForMember={hydrate && !drawnFor && session.isSignedIn}>
            <RouterProvider router={router} />
          </AfterHydration>
        </AppProvider>
      </DrawnSessionProvider>
    </StrictMode>
  );
  // Hydrated as a transition, so React yields to the browser every few milliseconds rather than
  // holding the main thread for the whole page (a phone's taps and scrolls get through meanwhile).
  if (hydrate) {
    // Hydration puts a textarea's text back to the server's: what was typed there is noted first.
    noteTypedTextareas(container);
    startTransition(() => void hydrateRoot(container, app));
  } else {
    // Drawn for someone else (or no page at all): drawn here from nothing. A skeleton stays until
    // React's first commit, which empties the container as it draws the same: no frame is blank.
    if (!container.hasAttribute('data-skeleton')) container.replaceChildren();
    container.removeAttribute('data-hydrating');
    createRoot(container).render(app);
  }
}

void start();
