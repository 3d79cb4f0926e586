/**
 * Every DataLoader, made fresh for each GraphQL request by one factory (DataLoader's cache is a
 * per-request memo, not an application cache). Within an operation no REST read is made twice,
 * and per-viewer facts about any number of books (in the cart, a favourite, on the wishlist)
 * cost one call each — GET /cart/, /users/favorites/, /wishlist/ — never one per book.
 *
 * Any write forgets everything read so far, so a mutation's answer is read after the change.
 * Nothing here outlives the request, so nothing fetched with one member's token reaches another.
 */
import DataLoader from 'dataloader';
import type { RestApi } from './rest/api.js';
import type { RestClient } from './rest/client.js';
import type { RestBook } from './rest/types.js';

/** One REST call per distinct key, in parallel (REST has no batch reads), errors in their slots. */
function byKey<K, V>(load: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => string) {
  return new DataLoader<K, V, string>((keys) => Promise.all(keys.map((k) => load(k).catch((e: Error) => e))), {
    cacheKeyFn: cacheKeyFn ?? ((k) => String(k)),
  });
}

/**
 * A resource without a key (the cart, the favourites, …): fetched at most once per request. A plain
 * memo rather than a DataLoader: there is nothing to batch, and the call starts the moment it is
 * first asked for (prefetch.ts relies on that).
 */
function single<V>(load: () => Promise<V>) {
  let pending: Promise<V> | undefined;
  return Object.assign(() => (pending ??= load()), { clearAll: () => (pending = undefined) });
}

type Page = { id: string; page: number };
const pageKey = (p: Page) => `${p.id}:${p.page}`;

export function createLoaders(client: RestClient, api: RestApi) {
  const loaders = {
    book: byKey((id: string) => api.books.get(id)),
    author: byKey((id: string) => api.authors.get(id)),
    authorBooks: byKey((id: string) => api.authors.books(id)),
    bookReviews: byKey((p: Page) => api.reviews.ofBook(p.id, p.page), pageKey),
    userReviews: byKey((p: Page) => api.reviews.ofUser(p.id, p.page), pageKey),
    myReview: byKey((bookId: string) => api.reviews.mine(bookId)),
    user: byKey((id: string) => api.users.get(id)),
    friendship: byKey((userId: string) => api.social.status(userId)),
    order: byKey((id: string) => api.orders.get(id)),

    me: single(() => api.users.me()),
    settings: single(() => api.users.settings()),
    genres: single(() => api.books.genres()),
    cart: single(() => api.cart.get()),
    favorites: single(() => api.favorites.list()),
    wishlist: single(() => api.wishlist.list()),
    addresses: single(() => api.shipping.list()),
    orders: single(() => api.orders.list()),
    friends: single(() => api.social.friends()),
    friendRequests: single(() => api.social.requests()),
  };

  const derived = {
    /** Cart line by book id, from the one GET /cart/. */
    cartLineByBook: single(async () => new Map((await loaders.cart()).lines.map((l) => [l.book.id, l]))),
    favoriteIds: single(async () => new Set((await loaders.favorites()).map((b) => b.id))),
    wishlistIds: single(async () => new Set((await loaders.wishlist()).map((i) => i.book.id))),
  };

  const all = { ...loaders, ...derived };
  client.onCall((call) => {
    if (call.method !== 'GET') for (const loader of Object.values(all)) loader.clearAll();
  });

  return {
    ...all,
    /** Books fetched in a list are primed, so asking for their details costs nothing more. */
    primeBooks(books: RestBook[]): RestBook[] {
      for (const b of books) loaders.book.prime(String(b.id), b);
      return books;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
