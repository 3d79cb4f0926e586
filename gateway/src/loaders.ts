/**
 * Every DataLoader, made fresh for each GraphQL request by one factory: within an operation no
 * REST call is made twice, and per-viewer facts about any number of books (in cart, favourite,
 * on the wishlist) cost one call each, never one per book. Nothing here outlives the request,
 * so nothing keyed without the token can leak between members.
 */
import DataLoader from 'dataloader';
import { catalogApi } from './rest/catalog.js';
import type { RestClient } from './rest/client.js';
import { commerceApi } from './rest/commerce.js';
import { peopleApi } from './rest/people.js';
import type {
  RestAuthor,
  RestBook,
  RestCart,
  RestFriendshipStatus,
  RestProfile,
  RestWishlistItem,
} from './rest/types.js';

/** A value fetched at most once per request, on first use. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/** Loads keys one REST call each, in parallel, keeping DataLoader's contract (errors in place). */
function perKey<V>(load: (key: string) => Promise<V>) {
  return new DataLoader<string, V>((keys) => Promise.all(keys.map((k) => load(k).catch((e: Error) => e))));
}

export function createLoaders(rest: RestClient) {
  const catalog = catalogApi(rest);
  const commerce = commerceApi(rest);
  const people = peopleApi(rest);

  const book = perKey<RestBook>((id) => catalog.book(id));
  const author = perKey<RestAuthor>((id) => catalog.author(id));
  const cart = once<RestCart>(() => commerce.cart());
  const favorites = once<RestBook[]>(() => commerce.favorites());
  const wishlist = once<RestWishlistItem[]>(() => commerce.wishlist());
  const me = once<RestProfile>(() => people.me());
  const friendship = perKey<RestFriendshipStatus>((userId) => people.status(userId));

  return {
    book,
    author,
    friendship,
    cart,
    favorites,
    wishlist,
    me,
    /** Books already fetched in a list are primed, so their detail fields cost nothing more. */
    primeBooks(books: RestBook[]) {
      for (const b of books) book.prime(String(b.id), b);
      return books;
    },
    favoriteIds: once(async () => new Set((await favorites()).map((b) => b.id))),
    wishlistIds: once(async () => new Set((await wishlist()).map((i) => i.book.id))),
    cartLineByBook: once(async () => new Map((await cart()).lines.map((l) => [l.book.id, l]))),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
