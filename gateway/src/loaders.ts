/**
 * Every DataLoader of a GraphQL request, made fresh for it (DataLoader's cache is a
 * per-request memo, not an application cache). Within an operation no REST read is made twice,
 * and per-viewer facts about any number of books (in the cart, a favourite, on the wishlist)
 * cost one batch call for all three (GET /users/book-states/), never one per book. So do the
 * per-item fields of lists (each book's reviews and the member's review of it, each author's
 * books and details): one book or author uses the per-item call, a list uses REST's batch read
 * (at most MAX_BATCH_IDS ids a call), so a list of any length costs a constant number of calls.
 *
 * Any write forgets everything read so far; the mutation then primes the loaders with what the
 * write's own answer says (the line, the book, the cart, where two members stand), so its answer's
 * fields resolve from that answer, without reading again. Nothing here outlives the request, so nothing fetched with one member's token reaches another.
 */
import DataLoader from 'dataloader';
import type { RestApi } from './rest/api.js';
import { MAX_BATCH_IDS } from './rest/batch.js';
import { restError, type RestClient } from './rest/client.js';
import type { RestBookState } from './rest/bookStates.js';
import type { RestShelfEntry } from './rest/reading.js';
import type { RestAuthor, RestBook, RestCart, RestCartLine, RestReview } from './rest/contract.js';

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
  return Object.assign(() => (pending ??= load()), {
    clearAll: () => (pending = undefined),
    /** What a write answered: later asks get it without a call. */
    prime: (value: V) => (pending = Promise.resolve(value)),
  });
}

/**
 * The viewer's state of each book (its cart line, favourite, on the wishlist), read for every book
 * an operation shows in one batch call (GET /users/book-states/, at most MAX_BATCH_IDS ids a
 * call), whatever the lengths of the member's cart, favourites and wishlist. Once a book's state
 * is in, its facts are answered at once, with no promise: a member's catalog page asks three of
 * them for each of its books. A book REST does not know has no state (null).
 */
export class BookStates {
  private readonly known = new Map<number, RestBookState | null>();
  private readonly loader: DataLoader<number, RestBookState | null>;

  constructor(api: RestApi) {
    this.loader = new DataLoader<number, RestBookState | null>(
      async (ids) => {
        const found = new Map((await api.bookStates.of(ids.map(String))).map((s) => [s.book_id, s]));
        return ids.map((id) => {
          const state = found.get(id) ?? null;
          this.known.set(id, state);
          return state;
        });
      },
      { maxBatchSize: MAX_BATCH_IDS },
    );
  }

  /** The book's state: at once when known, else from the batch call this tick's books share. */
  get(id: number): RestBookState | null | Promise<RestBookState | null> {
    return this.known.has(id) ? this.known.get(id)! : this.loader.load(id);
  }

  /** Reads the states of `ids` (a page of books, before its fields resolve); errors reach the fields. */
  async warm(ids: readonly number[]): Promise<void> {
    await this.loader.loadMany(ids.filter((id) => !this.known.has(id)));
  }

  clearAll(): void {
    this.known.clear();
    this.loader.clearAll();
  }
}

/**
 * One fact of the viewer's state of a book (BookStates), primable one book at a time after a
 * write, whose own answer says what the fact is now.
 */
export interface PerBook<V> {
  load(id: number): V | Promise<V>;
  prime(id: number, value: V): PerBook<V>;
  clear(id: number): PerBook<V>;
  clearAll(): void;
}

/**
 * `listed`, when the operation reads the member's whole list the fact comes from (the cart screen
 * reads the cart): the fact is read off that list, with no call of its own.
 */
function perBook<V>(
  states: BookStates,
  fact: (state: RestBookState) => V,
  absent: V,
  listed?: () => Promise<Map<number, V>> | undefined,
): PerBook<V> {
  const primed = new Map<number, V>();
  const answer = (state: RestBookState | null) => (state ? fact(state) : absent);
  const loader: PerBook<V> = {
    load(id) {
      if (primed.has(id)) return primed.get(id)!;
      const list = listed?.();
      if (list) return list.then((map) => (map.has(id) ? map.get(id)! : absent));
      const state = states.get(id);
      return state instanceof Promise ? state.then(answer) : answer(state);
    },
    prime(id, value) {
      primed.set(id, value);
      return loader;
    },
    clear(id) {
      primed.delete(id);
      return loader;
    },
    clearAll() {
      primed.clear();
    },
  };
  return loader;
}

/**
 * A read REST answers for one item and, in a batch read, for many: a batch of one key uses the
 * per-item call (its answers and errors exactly as before), a larger one the batch read, at most
 * MAX_BATCH_IDS keys a call. Values come back in the keys' order; a key the batch read left out
 * gets the per-item call's 404 in its slot, and a failed call its error in every slot of its batch.
 */
function oneOrMany<V>(
  one: (id: string) => Promise<V>,
  many: (ids: readonly string[]) => Promise<Map<string, V>>,
  missing: string,
) {
  return new DataLoader<string, V, string>(
    async (keys) => {
      if (keys.length === 1) return [await one(keys[0]!).catch((e: Error) => e)];
      try {
        const found = await many(keys);
        return keys.map((k) => (found.has(k) ? found.get(k)! : restError(404, { message: missing })));
      } catch (error) {
        return keys.map(() => error as Error);
      }
    },
    { maxBatchSize: MAX_BATCH_IDS },
  );
}

/**
 * What to read after each book: one batch read for any number of books (REST has no per-book
 * call); a book REST does not know reads nothing next.
 */
function readNextLoader(api: RestApi) {
  return new DataLoader<string, ReadNext, string>(
    async (ids) => {
      try {
        const found = new Map((await api.search.readNext(ids)).map((e) => [String(e.book_id), e]));
        return ids.map((id) => {
          const entry = found.get(id);
          return { moreByAuthor: entry?.more_by_author ?? [], readersAlsoEnjoyed: entry?.readers_also_enjoyed ?? [] };
        });
      } catch (error) {
        return ids.map(() => error as Error);
      }
    },
    { maxBatchSize: MAX_BATCH_IDS },
  );
}

export interface ReadNext {
  moreByAuthor: RestBook[];
  readersAlsoEnjoyed: RestBook[];
}

/** A page of a list without an owner (the authors, the member's own orders). */
type SizedPage = { page: number; pageSize: number };
const sizedPageKey = (p: SizedPage) => `${p.page}:${p.pageSize}`;

/** One page of an author's books, and how many they have. */
export interface AuthorBooks {
  count: number;
  books: RestBook[];
}
type AuthorBooksPage = { id: string; page: number; pageSize: number };
const authorBooksKey = (k: AuthorBooksPage) => `${k.id}:${k.page}:${k.pageSize}`;

/**
 * The same page of any number of authors' books: one author's own call (REST's 404 for an
 * unknown author) or one batch read per page asked, whatever the number of authors. A page
 * past an author's last is empty.
 */
function authorBooksLoader(api: RestApi) {
  const onePage = async (k: AuthorBooksPage): Promise<AuthorBooks> => {
    try {
      return await api.authors.books(k.id, k.page, k.pageSize);
    } catch (error) {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code !== 'NOT_FOUND' || k.page === 1) throw error;
      // Past the last page, or no such author: the first page says which.
      const first = await api.authors.books(k.id, 1, k.pageSize);
      return { count: first.count, books: [] };
    }
  };
  return new DataLoader<AuthorBooksPage, AuthorBooks, string>(
    async (keys) => {
      if (keys.length === 1) return [await onePage(keys[0]!).catch((e: Error) => e)];
      const bySize = new Map<string, AuthorBooksPage[]>();
      for (const k of keys)
        bySize.set(`${k.page}:${k.pageSize}`, [...(bySize.get(`${k.page}:${k.pageSize}`) ?? []), k]);
      const answers = new Map<string, AuthorBooks | Error>();
      await Promise.all(
        [...bySize.values()].map(async (group) => {
          const { page, pageSize } = group[0]!;
          const found = await api.authors
            .booksOf(
              group.map((k) => k.id),
              page,
              pageSize,
            )
            .then((entries) => new Map(entries.map((e) => [String(e.author_id), e])))
            .catch((e: Error) => e);
          for (const k of group) {
            const entry = found instanceof Error ? found : found.get(k.id);
            answers.set(authorBooksKey(k), entry ?? restError(404, { message: 'Author not found' }));
          }
        }),
      );
      return keys.map((k) => answers.get(authorBooksKey(k))!);
    },
    { cacheKeyFn: authorBooksKey, maxBatchSize: MAX_BATCH_IDS },
  );
}

type Page = { id: string; page: number };
const pageKey = (p: Page) => `${p.id}:${p.page}`;

/** One page of a book's reviews, from its own call or from a batch read. */
export interface BookReviews {
  count: number;
  results: RestReview[];
}
const REVIEWS_PAGE_SIZE = 10;

/** One page of each of these books' reviews: the book's own call for one, the batch read for several. */
async function reviewPages(api: RestApi, page: number, ids: string[]): Promise<Map<string, BookReviews>> {
  if (ids.length === 1) return new Map([[ids[0]!, await api.reviews.ofBook(ids[0]!, page)]]);
  const entries = await api.reviews.ofBooks(ids, page);
  return new Map(entries.map((e) => [String(e.book_id), { count: e.count, results: e.reviews }]));
}

/** The page asked for, or REST's own 404 for an unknown book or a page past its last. */
function pageOrError(reviews: BookReviews | undefined, page: number): BookReviews | Error {
  if (!reviews) return restError(404, { message: 'Book not found.' });
  const lastPage = Math.max(1, Math.ceil(reviews.count / REVIEWS_PAGE_SIZE));
  return page > lastPage ? restError(404, { message: 'Invalid page.' }) : reviews;
}

/** Pages of books' reviews: one call per page number asked, whatever the number of books. */
function bookReviewsLoader(api: RestApi) {
  return new DataLoader<Page, BookReviews, string>(
    async (keys) => {
      const byPage = new Map<number, string[]>();
      for (const k of keys) byPage.set(k.page, [...(byPage.get(k.page) ?? []), k.id]);
      const answers = new Map<string, BookReviews | Error>();
      await Promise.all(
        [...byPage].map(async ([page, ids]) => {
          const found = await reviewPages(api, page, ids).catch((e: Error) => e);
          for (const id of ids) {
            answers.set(pageKey({ id, page }), found instanceof Error ? found : pageOrError(found.get(id), page));
          }
        }),
      );
      return keys.map((k) => answers.get(pageKey(k))!);
    },
    { cacheKeyFn: pageKey, maxBatchSize: MAX_BATCH_IDS },
  );
}

interface Clearable {
  clearAll(): void;
}

/**
 * The request's loaders, each made the first time a resolver asks for it: an operation uses a few
 * of the twenty, and making all of them for every request was a measurable share of a small query.
 */
export class Loaders {
  private readonly made = new Map<string, Clearable>();
  /** Books a list answered before anyone asked for one by id (see primeBooks). */
  private readonly listed = new Map<string, RestBook>();

  constructor(
    client: RestClient,
    private readonly api: RestApi,
  ) {
    // Any write forgets everything read so far (the mutation then primes what its answer says).
    client.onCall((call) => {
      if (call.method === 'GET') return;
      for (const loader of this.made.values()) loader.clearAll();
      this.listed.clear();
    });
  }

  private memo<L extends Clearable>(name: string, make: () => L): L {
    let loader = this.made.get(name) as L | undefined;
    if (!loader) this.made.set(name, (loader = make()));
    return loader;
  }

  get book() {
    return this.memo('book', () => {
      const loader = byKey((id: string) => this.api.books.get(id));
      for (const [id, book] of this.listed) loader.prime(id, book);
      this.listed.clear();
      return loader;
    });
  }
  /** Several authors' details in one call (GET /authors/?id=…). */
  get author() {
    return this.memo('author', () =>
      oneOrMany<RestAuthor>(
        (id) => this.api.authors.get(id),
        async (ids) => new Map((await this.api.authors.byIds(ids)).map((a) => [String(a.id), a])),
        'Author not found',
      ),
    );
  }
  get authorBooks() {
    return this.memo('authorBooks', () => authorBooksLoader(this.api));
  }
  get bookReviews() {
    return this.memo('bookReviews', () => bookReviewsLoader(this.api));
  }
  get readNext() {
    return this.memo('readNext', () => readNextLoader(this.api));
  }
  get userReviews() {
    return this.memo('userReviews', () => byKey((p: Page) => this.api.reviews.ofUser(p.id, p.page), pageKey));
  }
  get myReview() {
    return this.memo('myReview', () =>
      oneOrMany<RestReview | null>(
        (bookId) => this.api.reviews.mine(bookId),
        async (ids) => new Map((await this.api.reviews.mineOfBooks(ids)).map((e) => [String(e.book_id), e.review])),
        'Book not found.',
      ),
    );
  }
  get user() {
    return this.memo('user', () => byKey((id: string) => this.api.users.get(id)));
  }
  get friendship() {
    return this.memo('friendship', () => byKey((userId: string) => this.api.social.status(userId)));
  }
  get order() {
    return this.memo('order', () => byKey((id: string) => this.api.orders.get(id)));
  }

  /** Pages of the authors, each primed as the author it is. */
  get authors() {
    return this.memo('authors', () =>
      byKey(async (p: SizedPage) => {
        const answer = await this.api.authors.page(p.page, p.pageSize);
        for (const a of answer.authors) this.author.prime(String(a.id), a);
        return answer;
      }, sizedPageKey),
    );
  }
  get me() {
    return this.memo('me', () => single(() => this.api.users.me()));
  }
  get settings() {
    return this.memo('settings', () => single(() => this.api.users.settings()));
  }
  get genres() {
    return this.memo('genres', () => single(() => this.api.books.genres()));
  }
  /** The store's facts (where it delivers, how it can be paid): once per request, whatever asks. */
  get store() {
    return this.memo('store', () => single(() => this.api.store.get()));
  }
  get cart() {
    return this.memo('cart', () => single(() => this.api.cart.get()));
  }
  /** The cart's count and subtotal: from GET /cart/, unless a line's write answered them (primed). */
  get cartTotals() {
    return this.memo('cartTotals', () =>
      single<RestCart>(async () => {
        const { count, subtotal } = await this.cart();
        return { count, subtotal };
      }),
    );
  }
  get favorites() {
    return this.memo('favorites', () => single(() => this.api.favorites.list()));
  }
  get wishlist() {
    return this.memo('wishlist', () => single(() => this.api.wishlist.list()));
  }
  get addresses() {
    return this.memo('addresses', () => single(() => this.api.shipping.list()));
  }
  get orders() {
    return this.memo('orders', () =>
      byKey(async (p: SizedPage) => {
        const answer = await this.api.orders.list(p.page, p.pageSize);
        for (const o of answer.orders) this.order.prime(o.order_id, o);
        return answer;
      }, sizedPageKey),
    );
  }
  get friends() {
    return this.memo('friends', () => single(() => this.api.social.friends()));
  }
  get friendRequests() {
    return this.memo('friendRequests', () => single(() => this.api.social.requests()));
  }

  /**
   * Where the viewer has each book on their shelves (null: not shelved): one batch call for every
   * book of the operation (GET /reading/shelves/books/). Lists of entries and writes prime it.
   */
  get myShelf() {
    return this.memo(
      'myShelf',
      () =>
        new DataLoader<number, RestShelfEntry | null>(
          async (ids) => {
            const found = new Map((await this.api.reading.entriesOf(ids.map(String))).map((e) => [e.book.id, e]));
            return ids.map((id) => found.get(id) ?? null);
          },
          { maxBatchSize: MAX_BATCH_IDS },
        ),
    );
  }
  /** Entries a list or a write answered: their books' `myShelf` needs no call. */
  primeShelf(entries: RestShelfEntry[]): RestShelfEntry[] {
    for (const e of entries) this.myShelf.clear(e.book.id).prime(e.book.id, e);
    return entries;
  }

  /** The viewer's state of each book the operation shows, one batch call for all of them. */
  get bookStates() {
    return this.memo('bookStates', () => new BookStates(this.api));
  }
  /** A book's cart line (null: not in the cart), unless a cart write said. */
  get cartLine() {
    return this.memo('cartLine', () =>
      perBook<RestCartLine | null>(
        this.bookStates,
        (s) => s.cart_item,
        null,
        () =>
          this.made.has('cart') ? this.cart().then((c) => new Map(c.lines.map((l) => [l.book.id, l]))) : undefined,
      ),
    );
  }
  get isFavorite() {
    return this.memo('isFavorite', () =>
      perBook(
        this.bookStates,
        (s) => s.is_favorite,
        false,
        () =>
          this.made.has('favorites')
            ? this.favorites().then((list) => new Map(list.map((b) => [b.id, true])))
            : undefined,
      ),
    );
  }
  get inWishlist() {
    return this.memo('inWishlist', () =>
      perBook(
        this.bookStates,
        (s) => s.in_wishlist,
        false,
        () =>
          this.made.has('wishlist')
            ? this.wishlist().then((list) => new Map(list.map((i) => [i.book.id, true])))
            : undefined,
      ),
    );
  }

  /**
   * Books fetched in a list are primed, so asking for their details costs nothing more (kept aside
   * until a resolver first asks for a book by id: most pages of books never do).
   */
  primeBooks(books: RestBook[]): RestBook[] {
    const loader = this.made.get('book') as DataLoader<string, RestBook, string> | undefined;
    for (const b of books) {
      if (loader) loader.prime(String(b.id), b);
      else this.listed.set(String(b.id), b);
    }
    return books;
  }
}
