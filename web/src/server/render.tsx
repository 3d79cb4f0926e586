/**
 * The server's entry (built by `vite build --ssr` into web/dist/.server; the gateway calls render()).
 * It renders a public screen (a route whose meta says serverRendered) with its data: React Router's
 * static handler matches the URL and loads the screen's lazy module, Apollo Client's prerenderStatic
 * renders until every useQuery has its answer, and the cache goes out with the HTML for hydration.
 * It renders the guest view, or with `member` the view of the member whose page session the gateway
 * read (gateway/src/pageSession.ts; its executor carries their token, this module never sees it):
 * then their own screens too, when their route says serverRendered.
 *
 * Every other page is drawn as the browser's router draws it before the screen's code and data are
 * in: the header and the screen's skeleton (its HydrateFallback), and the browser draws the screen
 * over it. So are a members' screen without a page session, any page in a browser a member uses
 * without one (their state is theirs, drawn in the browser), and a page the gateway could not draw in time.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProvider } from '../app/provider';
import { preloadMemberTools } from '../components/layout/Header';
import { createI18n } from '../i18n';
import { NAMESPACES } from '../i18n/catalogs';
import { languageFromCookie, type Language } from '../i18n/languages';
import { routes } from '../app/routes';
import { needsGraphClient, needsMantine, needsMember, type RouteMeta } from '../lib/routeMeta';
import { loadMantine } from '../lib/lazyMantine';
import {
  DrawnSessionProvider,
  drawnMember,
  GUEST,
  markedInCookie,
  UNKNOWN_MEMBER,
  type SessionUser,
} from '../lib/session';
import { graphql } from '../gql';
import { createCache } from '../lib/apolloCache';
import { preloadDeferredComponents } from '../lib/deferredComponent';
import { guessPhone } from '../lib/media';
import type { ServerLoaderContext } from '../lib/storeCopy';
import { htmlSafeJson, SERVER_STATE_ID, type ServerState } from '../lib/serverState';
import { pageHead, plainHead } from './pageHead';
import type { PreloadOptions, RenderedPage, Renderer, RenderOptions } from './contract';
import { preloadTags, type Manifest } from './preloads';

/** Operations go to the gateway's own executor: no HTTP round trip to itself. */
const executeLink = (execute: RenderOptions['execute']) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );

/** The deepest matched route's meta, as RouteGuard reads it. */
function metaOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const metas = matches.map((m) => (m.route.handle ?? {}) as RouteMeta);
  const deepest = [...metas].reverse().find((m) => m.title) ?? {};
  const last = matches.at(-1);
  return { meta: deepest, params: last?.params ?? {}, unmatched: last?.route.path === '*' };
}

/** Who the member is, as the header and the session need them (lib/session.ts SessionUser). */
const DrawnMember = graphql(`
  query DrawnMember {
    me {
      id
      username
      firstName
      lastName
      profilePictureUrl
    }
  }
`);

/** The page for `url`: the screen with its data, or the header and its skeleton (see above). */
export async function render({
  url,
  origin,
  cookie,
  userAgent,
  mobileHint,
  catalogRequiresAuth,
  member = false,
  execute,
  signal,
  skeleton = false,
}: RenderOptions): Promise<RenderedPage> {
  const location = new URL(url, origin);
  const { meta, params, unmatched } = metaOf(location.pathname);
  const language = languageFromCookie(cookie);
  const phone = guessPhone(userAgent, mobileHint);
  const marked = markedInCookie(cookie);
  const skeletonPage = () => renderSkeleton(location, { language, phone, marked: member || marked, meta });
  if (
    skeleton ||
    !meta.serverRendered ||
    (needsMember([meta], catalogRequiresAuth) && !member) ||
    // A browser a member uses without a page session: their state is theirs, drawn there.
    (marked && !member)
  )
    return skeletonPage();

  const cache = createCache();
  // An operation answered with errors: its error is not in the cache handed over (lib/serverState.ts).
  let failed = false as boolean;
  const client = new ApolloClient({
    ssrMode: true,
    link: executeLink(async (operation) => {
      const result = await execute(operation);
      if (result.errors?.length) failed = true;
      return result;
    }),
    cache,
    dataMasking: true,
  });
  const handler = createStaticHandler(routes);
  // Deferred components (the header's search) are drawn in full here; the browser hydrates them
  // later. A member's header tools too (their chunk is preloaded, not deferred, in the browser).
  const [context, i18n, user] = await Promise.all([
    // Loaders that read the graph (lib/storeCopy.ts) do so through this page's client.
    handler.query(new Request(location, { signal }), {
      requestContext: { apollo: client } satisfies ServerLoaderContext,
    }),
    createI18n(language, NAMESPACES),
    member ? drawnMemberOf(client) : undefined,
    preloadDeferredComponents(),
    member ? preloadMemberTools() : undefined,
  ]);
  // A redirect: the browser's router follows it.
  if (context instanceof Response) return skeletonPage();
  // A page session whose member REST no longer knows (a revoked token): the browser's app signs out.
  if (member && !user) {
    client.stop();
    return skeletonPage();
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <AppProvider client={client} i18n={i18n} phone={phone}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>
  );
  const { result: html } = await prerenderStatic({
    tree: (
      <StrictMode>
        {user ? <DrawnSessionProvider value={drawnMember(user)}>{app}</DrawnSessionProvider> : app}
      </StrictMode>
    ),
    context: { client },
    renderFunction: renderToString,
    signal,
  });
  const head = await pageHead(client, {
    name: meta.name,
    params,
    title: i18n.t(`titles.${meta.title ?? 'Welcome'}` as 'titles.Welcome', { defaultValue: meta.title }),
    pathname: location.pathname,
    origin,
  });
  const state: ServerState = {
    apollo: cache.extract(),
    loaderData: context.loaderData,
    member: user,
    ...(phone && { phone }),
    ...(failed ? { failed: true as const } : {}),
  };
  client.stop();
  return {
    status: unmatched || !head.found ? 404 : 200,
    language,
    head: head.tags,
    html,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${htmlSafeJson(state)}</script>`,
  };
}

/**
 * The page as the browser's router draws it before the screen's code and data are in: a context in
 * which no matched route has loaded (their `lazy` not called, no loader data), so React Router draws
 * the deepest HydrateFallback above the first route still to load (routes.tsx: the screen's
 * skeleton) under the header, drawn for a guest or for a member it cannot name (their tools' places).
 */
async function renderSkeleton(
  location: URL,
  { language, phone, marked, meta }: { language: Language; phone: boolean; marked: boolean; meta: RouteMeta },
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context: StaticHandlerContext = {
    basename: '/',
    location: { pathname: location.pathname, search: location.search, hash: '', state: null, key: 'default' },
    matches: matchRoutes(handler.dataRoutes, location.pathname) ?? [],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  // The header as a full page has it (its search is Mantine's input): the same parts loaded.
  const [i18n] = await Promise.all([createI18n(language, NAMESPACES), preloadDeferredComponents(), loadMantine()]);
  // Nothing here asks the graph; the header's search may look for its client.
  const client = new ApolloClient({ ssrMode: true, link: ApolloLink.empty(), cache: createCache() });
  const html = renderToString(
    <StrictMode>
      <DrawnSessionProvider value={marked ? UNKNOWN_MEMBER : GUEST}>
        <AppProvider client={client} i18n={i18n} phone={phone}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>
      </DrawnSessionProvider>
    </StrictMode>,
  );
  client.stop();
  const title = i18n.t(`titles.${meta.title ?? 'Welcome'}` as 'titles.Welcome', { defaultValue: meta.title });
  return {
    status: 200,
    language,
    head: plainHead(title),
    html,
    state: '',
    skeleton: true,
  };
}

/** The member the page session names, or undefined when the graph does not answer for them. */
async function drawnMemberOf(client: ApolloClient): Promise<SessionUser | undefined> {
  const { data } = await client
    .query({ query: DrawnMember, fetchPolicy: 'network-only' })
    .catch(() => ({ data: undefined }));
  return data?.me ?? undefined;
}

/**
 * `<link>` tags for what the page's route loads lazily (server/preloads.ts), for its <head>, so
 * the screen's code, data module and catalogs download beside the entry. None for a screen the
 * guard will send this browser away from (a members' screen without the member's mark, sign-in
 * with it): the browser would fetch them for nothing.
 */
export async function routePreloads({
  url,
  cookie,
  manifest,
  catalogRequiresAuth,
  member,
}: PreloadOptions): Promise<string> {
  const matches = matchRoutes(routes, new URL(url, 'http://localhost').pathname) ?? [];
  const handles = matches.map((m) => m.route.handle);
  const metas = handles.map((handle) => (handle ?? {}) as RouteMeta);
  if ((needsMember(metas, catalogRequiresAuth) && !member) || (metas.some((m) => m.requiresGuest) && member)) return '';
  const screens = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return undefined;
      const { Component } = await route.lazy();
      return Component?.name;
    }),
  );
  return preloadTags(manifest as Manifest, {
    screens: [
      // Mantine's component styles (lib/lazyMantine.ts), unless the page is plain elements:
      // first, so its stylesheet comes before the screens' (which build on it), as in the browser.
      ...(needsMantine(handles, member) ? ['mantine'] : []),
      ...screens.filter((name) => name !== undefined),
      // A member's header draws their cart and menu (a chunk of its own) on every screen.
      ...(member ? ['MemberTools'] : []),
      // The browser's Apollo Client (lib/lazyApollo.ts), when the page needs it before it draws.
      ...(needsGraphClient(handles, member) ? ['apollo'] : []),
    ],
    namespaces: metas.flatMap((m) => m.namespaces ?? []),
    language: languageFromCookie(cookie),
  });
}

/** What the gateway calls (gateway/src/webApp.ts reads this export, typed by server/contract.ts). */
export const renderer = { render, routePreloads, languageFromCookie } satisfies Renderer;
