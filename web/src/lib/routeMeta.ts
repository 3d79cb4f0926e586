/** What a route's `handle` says about its screen: read by the guard, the layout and the account area. */
import type { Namespace } from '../i18n/catalogs';

/** The kinds of screen skeleton (components/layout/ScreenSkeleton.tsx). */
export type SkeletonKind = 'shelves' | 'books' | 'detail' | 'form' | 'account' | 'text';

export interface RouteMeta {
  title?: string;
  requiresAuth?: boolean;
  requiresGuest?: boolean;
  /** Catalog, book, author and search pages: public unless CATALOG_REQUIRES_AUTH (SPEC §2). */
  catalog?: boolean;
  transition?: 'fade' | 'slide-fade';
  /** Name of the route, as SPEC §2 names it (used for links such as account-shipping). */
  name?: string;
  /** Where the screen's back link goes (account area, order detail). */
  back?: string;
  /**
   * A screen the gateway renders on the server with its data (server/render.tsx); a members'
   * screen only for a member's page session (gateway/src/pageSession.ts).
   */
  serverRendered?: boolean;
  /** The message catalogs the screen reads, loaded with its code (routes.tsx). */
  namespaces?: Namespace[];
  /**
   * A screen that asks the graph nothing while it draws: it draws without Apollo Client's code
   * (lib/lazyApollo.ts). Its loader may read the store's facts (lib/storeCopy.ts): handed over with
   * a server-drawn page, asked (loading the client) only when the browser navigates to it.
   */
  noGraph?: boolean;
  /** A screen drawn in plain elements: it draws without the styles of Mantine's components (lib/lazyMantine.ts). */
  plain?: boolean;
  /** What the screen looks like before its code and data are in (a text page unless named). */
  skeleton?: SkeletonKind;
}

/**
 * Whether a screen (the metas of its matched routes) is for members only: marked so, or a catalog
 * screen when CATALOG_REQUIRES_AUTH (SPEC §2). The guard, the route loaders and the server agree on it.
 */
export const needsMember = (metas: RouteMeta[], catalogRequiresAuth: boolean): boolean =>
  metas.some((meta) => meta.requiresAuth === true || (meta.catalog === true && catalogRequiresAuth));

/**
 * Whether a page needs a lazily loaded part before it draws: a member's page does (their header's
 * cart and menu ask the graph and are Mantine's), and so does one whose matched screens are not all
 * marked as doing without it. `handles` are the matched routes' handles (a screen's route has meta).
 */
const needsUnless =
  (without: 'noGraph' | 'plain') =>
  (handles: unknown[], member: boolean): boolean =>
    member || handles.some((handle) => handle !== undefined && !(handle as RouteMeta)[without]);

/** The browser's Apollo Client (lib/lazyApollo.ts): all screens ask the graph but those marked `noGraph`. */
export const needsGraphClient = needsUnless('noGraph');

/** Mantine's part (lib/lazyMantine.ts): all screens draw Mantine components but those marked `plain`. */
export const needsMantine = needsUnless('plain');

/**
 * Navigation state for a redirect that stands in for the visit's first page (a page the server drew
 * at an address the browser then moves to, showing the same): drawn as it is, no route transition.
 */
export const FIRST_PAGE = { firstPage: true } as const;

/** The visit's first page (the router's 'default' location), or what stands in for it. */
export const isFirstPage = (location: { key: string; state: unknown }): boolean =>
  location.key === 'default' || (location.state as { firstPage?: boolean } | null)?.firstPage === true;
