/**
 * What the gateway and the server renderer agree on: the built renderer's exports
 * (web/dist/.server/render.js, from render.tsx) and their arguments. The gateway imports these types
 * (gateway/src/webApp.ts) and render.tsx is typed by them, so neither side restates the other.
 * Types only, and nothing from the browser's world: the gateway's typecheck reads this file.
 */
import type { FormattedExecutionResult } from 'graphql';

/** An operation the renderer asks the gateway to execute in process. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface RenderOptions {
  /** The page's URL as the browser asked for it (path and query). */
  url: string;
  /** The public origin (WEB_URL): canonical and Open Graph URLs are built on it. */
  origin: string;
  /** The request's Cookie header: the reader's language is remembered there (i18n/languages.ts). */
  cookie?: string;
  /** The request's User-Agent and Sec-CH-UA-Mobile: a phone's page is drawn for a phone (lib/media.ts). */
  userAgent?: string;
  mobileHint?: string;
  /** CATALOG_REQUIRES_AUTH: catalog screens are then for members, and keep the shell for guests. */
  catalogRequiresAuth: boolean;
  /** The operations run as a member (their page session): their screens are drawn, as they see them. */
  member?: boolean;
  /** Runs an operation against the graph, as the guest or the member (the gateway executes it in process). */
  execute: (request: GraphQLRequest) => Promise<FormattedExecutionResult>;
  signal?: AbortSignal;
  /** The header and the screen's skeleton only: the gateway's page when the screen could not be drawn. */
  skeleton?: boolean;
}

export interface RenderedPage {
  status: number;
  /** The page's language (an i18n/languages.ts code), for <html lang>. */
  language: string;
  /** Title, description, canonical, Open Graph and JSON-LD tags for <head>. */
  head: string;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** The hand-over block (Apollo cache, loader data), to put after the root element; none for a skeleton. */
  state: string;
  /** The header and the screen's skeleton, which the browser draws over (no hydration, no hand-over). */
  skeleton?: true;
}

export interface PreloadOptions {
  /** The page's URL (path and query). */
  url: string;
  cookie?: string;
  /** The browser's build manifest (web/dist/.vite/manifest.json), as read from disk. */
  manifest: unknown;
  catalogRequiresAuth: boolean;
  /** The browser carries the mark of a signed-in member (lib/session.ts; no credential). */
  member: boolean;
}

/** The built renderer module's exports. */
export interface Renderer {
  /** The page for a URL: the screen with its data, or the header and its skeleton. */
  render: (options: RenderOptions) => Promise<RenderedPage>;
  /** `<link>` tags for what the page's route loads lazily, for its <head>. */
  routePreloads: (options: PreloadOptions) => Promise<string>;
  /** The language a Cookie header names, for <html lang> of pages the renderer does not draw. */
  languageFromCookie: (cookie: string | undefined) => string;
}
