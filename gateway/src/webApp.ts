/**
 * The built web app at /: its files (web/dist), and for every other GET a page. Public screens come
 * rendered on the server with their data (web/dist/.server/render.js, built from web/src/server/render.tsx),
 * operations executed in process: as a guest, or as the member whose page session (pageSession.ts)
 * the browser sends, who also gets their own screens drawn. Every other route, a browser a member
 * uses without a page session, and any page the renderer cannot draw in time get the header and
 * the screen's skeleton, which the browser draws the screen over; the bare shell only without a renderer.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormattedExecutionResult } from 'graphql';
import type { GatewayConfig } from './config.js';
import { pageSessionToken } from './pageSession.js';
import type { TokenVerifier } from './tokens.js';
// The renderer's exports, as web/src/server/render.tsx declares them.
import type { GraphQLRequest, RenderedPage, Renderer } from '../../web/src/server/contract.js';

/** Runs an operation on behalf of one page request: as the member whose token is given, else as a guest. */
export type PageExecutor = (
  request: FastifyRequest,
  operation: GraphQLRequest,
  token: string | null,
) => Promise<FormattedExecutionResult>;

export interface WebApp {
  dist: string;
  /** index.html with the settings the app needs inlined (no extra request). */
  index: string;
  /** index.html for a page the server drew: its code loaded by `loader` once the page is painted. */
  drawnPage: ReturnType<typeof drawnPageOf>;
  /** The server renderer, when the build has one. */
  render: Renderer['render'] | undefined;
  /** The `<link>` tags for what a shell page's route loads lazily, when the build has a renderer and a manifest. */
  preloadsOf: (request: FastifyRequest) => Promise<string>;
  /** The reader's language from a Cookie header (the renderer's own reading of it). */
  languageOf: (cookie: string | undefined) => string;
}

/** The built web app, if there is one, with its server renderer if that was built too. */
export async function loadWebApp(config: GatewayConfig): Promise<WebApp | undefined> {
  const dist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const settings = `<script>window.__PUSTAK__=${JSON.stringify({ catalogRequiresAuth: config.catalogRequiresAuth })}</script>`;
  const index = (await readFile(indexFile, 'utf8')).replace('</head>', `${settings}</head>`);
  const renderer = path.join(dist, '.server', 'render.js');
  const built = existsSync(renderer)
    ? ((await import(pathToFileURL(renderer).href)) as { renderer: Renderer }).renderer
    : undefined;
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest: unknown = existsSync(manifestFile) ? JSON.parse(await readFile(manifestFile, 'utf8')) : undefined;
  const preloadsOf = async (request: FastifyRequest) => {
    if (!built || !manifest) return '';
    try {
      return await built.routePreloads({
        url: request.url,
        cookie: request.headers.cookie,
        manifest,
        catalogRequiresAuth: config.catalogRequiresAuth,
        member: usedByMember(request),
      });
    } catch (error) {
      // Hints only: a page goes out without them rather than not at all.
      request.log.warn({ err: error }, 'route preloads failed');
      return '';
    }
  };
  return {
    dist,
    index,
    drawnPage: drawnPageOf(index),
    render: built?.render,
    preloadsOf,
    languageOf: built?.languageFromCookie ?? (() => 'en'),
  };
}

/** An element the loader creates: a script or a link, with its attributes. */
type CodeTag = { tag: 'script'; type: 'module'; src: string } | { tag: 'link'; rel: string; href: string };

/** The `<script type="module">` and `<link rel="modulepreload|stylesheet">` tags of some HTML, as data. */
const codeTagsOf = (html: string): { html: string[]; tags: CodeTag[] } => {
  const found = [
    ...html.matchAll(/<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g),
  ].map((match) => match[0]);
  const tags = found.map((tag): CodeTag => {
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (tag.startsWith('<script')) return { tag: 'script', type: 'module', src: url };
    return { tag: 'link', rel: /rel="([^"]+)"/.exec(tag)![1]!, href: url };
  });
  return { html: found, tags };
};

const CODE_ID = 'pustak-code';
/** How many of a drawn page's code tags its loader adds in one task. */
const LOADER_BATCH = 10;

/**
 * The shell for a page the server has drawn: the app's code (its entry and what Vite preloads
 * with it) asked for only once the page is painted. Named in the head, the code would be fetched
 * beside the page's stylesheet and images, on a slow phone line delaying the first paint and the
 * largest one; the page reads and scrolls meanwhile, and ignores taps until alive (global.css).
 * `loader` is an inline script the same on every page (its hash is in the policy, security.ts);
 * what it loads is the page's data block (codeBlock): the entry's code, then its route's.
 */
function drawnPageOf(index: string): { shell: string; entry: CodeTag[]; loader: string } {
  const { html: found, tags } = codeTagsOf(index);
  const code = found.filter((tag) => !tag.startsWith('<link rel="stylesheet"'));
  const shell = code.reduce((html, tag) => html.replace(tag, ''), index);
  // After the next frame is drawn (requestAnimationFrame, then a task): the page is on screen. Ten
  // tags a task, the entry's script first: each asks for its file at once, and seventy in one task
  // held a phone's main thread for ~50 ms.
  const loader =
    `<script>requestAnimationFrame(function(){var t=JSON.parse(document.getElementById('${CODE_ID}').textContent);` +
    `(function n(i){setTimeout(function(){t.slice(i,i+${LOADER_BATCH}).forEach(function(c){` +
    `var e=document.createElement(c.tag);for(var k in c)if(k!=='tag')e[k]=c[k];e.crossOrigin='';document.head.appendChild(e)});` +
    `if(i+${LOADER_BATCH}<t.length)n(i+${LOADER_BATCH})})})(0)})</script>`;
  return { shell, entry: tags.filter((tag) => tag.tag === 'script' || tag.rel === 'modulepreload'), loader };
}

/**
 * What a drawn page's loader creates: the entry's code, then what its route loads lazily (the
 * shell's preloads), all at once. Already in the page when the router loads the route, Vite's
 * preload helper then finds them there rather than adding fifty links in the middle of starting.
 */
function codeBlock(entry: CodeTag[], routePreloads: string): string {
  const tags = [...entry, ...codeTagsOf(routePreloads).tags];
  return `<script type="application/json" id="${CODE_ID}">${JSON.stringify(tags).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shell with the rendered screen, its head tags (in place of the shell's), its hand-over block
 * and the code's loader. The route's own stylesheets (a members' screen's components, the account
 * area's layout) go in the head beside the shell's: the page is painted with them, never without.
 */
function pageOf({ shell, entry, loader }: WebApp['drawnPage'], page: RenderedPage, routePreloads: string): string {
  const stylesheets = codeTagsOf(routePreloads).html.filter((tag) => tag.startsWith('<link rel="stylesheet"'));
  const code = stylesheets.reduce((html, tag) => html.replace(tag, ''), routePreloads);
  return inLanguage(shell, page.language)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${page.head}${stylesheets.join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-hydrating>${page.html}</div>${page.state}${codeBlock(entry, code)}${loader}`,
    );
}

/**
 * The shell with the header and the screen's skeleton in its root, and its title: its code named in
 * the head as the shell's is (the screen cannot draw before it), the root marked so the browser
 * draws over it rather than hydrating it (main.tsx).
 */
function skeletonPageOf(shell: string, page: RenderedPage): string {
  return inLanguage(shell, page.language)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-skeleton>${page.html}</div>`);
}

/**
 * A page the browser draws (a skeleton, the shell) paints its header and skeleton with the shell's
 * own stylesheet: the route's stylesheets download from the start but do not hold the first paint
 * (on a slow phone, seconds). The screen's code adds them as stylesheets before it draws (Vite's
 * preload helper waits for each to load), from this download; `crossorigin` as the helper asks, so
 * the browser reuses it.
 */
const stylesheetsFetchedEarly = (tags: string) =>
  tags.replaceAll('<link rel="stylesheet" href=', '<link rel="preload" as="style" crossorigin href=');

/** The page's <html lang> (the shell's says English). */
const inLanguage = (html: string, language: string) => html.replace('<html lang="en"', `<html lang="${language}"`);

/** The built web app at /; every other GET is a route of the app, server-rendered where it can be. */
export async function serveWebApp(
  app: FastifyInstance,
  { dist, index, drawnPage, render, preloadsOf, languageOf }: WebApp,
  config: GatewayConfig,
  execute: PageExecutor,
  tokens: TokenVerifier,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    maxAge: '1y',
    immutable: true,
    // The build writes .br and .gz beside each file; they are sent as they are, compressed once.
    preCompressed: true,
  });
  // Browsers ask for /favicon.ico where a page names no icon (a JSON answer, an image opened alone):
  // the app's icon, rather than a 404 page drawn on the server for it.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
  // Every other GET is a route of the app: a route (not the not-found handler), so @fastify/compress
  // compresses its page.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/graphql') || request.url.startsWith('/metrics'))
      return reply.status(404).send({ message: 'Not found' });
    // The page differs for a member (drawn with their data, or the shell), and for a phone (drawn for
    // its screen): never kept by a shared cache.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, user-agent, sec-ch-ua-mobile');
    const token = render ? await pageSessionToken(request, tokens) : null;
    const page =
      render &&
      (await renderPage(request, render, config, (operation) => execute(request, operation, token), token !== null));
    if (page && !page.skeleton)
      return reply.status(page.status).send(pageOf(drawnPage, page, await preloadsOf(request)));
    // The screen draws once its code and data are in: name them in the shell's head. A server-rendered
    // page is drawn already; its code there would only compete with its images.
    const shell = index.replace('</head>', `${stylesheetsFetchedEarly(await preloadsOf(request))}</head>`);
    if (page) return reply.status(page.status).send(skeletonPageOf(shell, page));
    return reply.send(inLanguage(shell, languageOf(request.headers.cookie)));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** web/src/lib/session.ts marks a browser a member is signed in on (the mark holds no credential). */
const usedByMember = (request: FastifyRequest) =>
  /(?:^|;\s*)pustak\.member=1(?:;|$)/.test(request.headers.cookie ?? '');

/**
 * The server-rendered page (the screen, or the header and its skeleton), or undefined for the bare
 * shell (neither could be drawn).
 */
async function renderPage(
  request: FastifyRequest,
  render: Renderer['render'],
  config: GatewayConfig,
  execute: (operation: GraphQLRequest) => Promise<FormattedExecutionResult>,
  member: boolean,
): Promise<RenderedPage | undefined> {
  const options = {
    url: request.url,
    origin: config.webUrl,
    cookie: request.headers.cookie,
    userAgent: request.headers['user-agent'],
    mobileHint: headerValue(request.headers['sec-ch-ua-mobile']),
    catalogRequiresAuth: config.catalogRequiresAuth,
    member,
    execute,
  };
  try {
    // A page that cannot be drawn within an operation's deadline goes out as its skeleton instead.
    return await render({ ...options, signal: AbortSignal.timeout(config.restDeadlineMs + 1000) });
  } catch (error) {
    request.log.warn({ err: error }, 'server rendering failed; the skeleton was sent');
  }
  try {
    return await render({ ...options, skeleton: true });
  } catch (error) {
    request.log.warn({ err: error }, 'drawing the skeleton failed; the shell was sent');
    return undefined;
  }
}
