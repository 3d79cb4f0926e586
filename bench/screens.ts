/**
 * The screens the throughput comparison loads, each asked three ways for the same data:
 * Pustak's gateway (the web app's own query), Hive Gateway over the Mesh composition (the same
 * fields under the REST names Mesh derives), and REST directly (the calls Pustak's gateway makes
 * for that query, counted by bench/upstream-calls.ts, fetched in parallel). `i` varies the page
 * or the book from request to request, as a crowd of readers would.
 */
export interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface Screen {
  name: string;
  member: boolean;
  pustak: (i: number) => GraphQLRequest;
  hive: (i: number) => GraphQLRequest;
  /** Paths under the REST base (/api), fetched together. */
  rest: (i: number) => string[];
}

/** Catalog pages 1–10 and books 1–200: what a busy hour's readers spread over. */
const page = (i: number) => 1 + (i % 10);
const bookId = (i: number) => 1 + ((i * 7) % 200);

const CARD = 'id title coverImage price rating year isBestSeller author { id name }';
const VIEWER = 'inCart isFavorite inWishlist';
const CATALOG = (viewer: boolean) =>
  `query CatalogPage($page: Int) { books(page: $page) { totalCount page pageCount items { ${CARD} ${viewer ? VIEWER : ''} } } genres { id name } }`;
const REST_CARD = 'id title cover_image price rating year sales_count author { id name }';
const MEMBER_LISTS =
  'api_cart { data { id book { id } } } api_users_favorites { data { favorite_books { id } } } api_wishlist { data { items { book { id } } } }';
const HIVE_CATALOG = (viewer: boolean) =>
  `query CatalogPage($page: PositiveInt) { api_books(page: $page, page_size: 24) { count results { books { ${REST_CARD} } } } api_books_genres { results { id name } } ${viewer ? MEMBER_LISTS : ''} }`;

const BOOK_FIELDS =
  'id title coverImage price rating totalRatings reviewsCount year isBestSeller inStock description author { id name } ' +
  'format pages dimensions publicationHouse imprint publicationCity language category subcategory datePublished salesCount genres { id name }';
const REVIEWS =
  'reviews(page: 1) { totalCount page pageCount items { id rating title content containsSpoiler isEdited createdAt author { id username firstName lastName } } }';
const BOOK = (viewer: boolean) =>
  `query BookPage($id: ID!) { book(id: $id) { ${BOOK_FIELDS} ${REVIEWS} ${viewer ? `${VIEWER} cartItem { id } myReview { id rating title content }` : ''} } }`;
const REST_BOOK =
  'id title cover_image price rating total_ratings reviews_count year stock description author { id name } ' +
  'format pages dimensions publication_house imprint publication_city language category subcategory date_published sales_count genres { id name }';
/**
 * One book's state for a member: the same REST addition the gateway reads. A catalog page cannot
 * ask it in Hive's one request (the ids come from the page), so Hive reads the member's lists there.
 */
const BOOK_STATE = 'api_users_book_states(id: [$id]) { results { book_id cart_item { id } is_favorite in_wishlist } }';
const HIVE_BOOK = (viewer: boolean) =>
  `query BookPage($id: PositiveInt!) { api_books_by_id(id: $id) { book { ${REST_BOOK} } } ` +
  `api_books_by_id_reviews(id: $id, page: 1) { count results { id rating title content contains_spoiler created_at updated_at user { id username first_name last_name } } } ` +
  `${viewer ? `api_books_by_id_has_reviewed(id: $id) { has_review review { id rating title content } } ${BOOK_STATE}` : ''} }`;

/** A page's book ids, learned from REST before the load (learnCatalogPages): REST directly asks their state. */
const pageBooks = new Map<number, number[]>();
const ids = (list: number[]) => list.map((id) => `id=${id}`).join('&');
const booksOfPage = (p: number) => {
  const found = pageBooks.get(p);
  if (!found) throw new Error(`catalog page ${p} not learned: call learnCatalogPages first`);
  return found;
};

/** Reads the books of the catalog pages the screens load, so REST directly can ask their state. */
export async function learnCatalogPages(restApi: string): Promise<void> {
  for (let p = 1; p <= 10; p++) {
    const body = (await (await fetch(`${restApi}/books/?page=${p}&page_size=24`)).json()) as {
      results: { books: { id: number }[] };
    };
    pageBooks.set(
      p,
      body.results.books.map((b) => b.id),
    );
  }
}

export const screens: Screen[] = [false, true].flatMap((member) => [
  {
    name: 'catalog page',
    member,
    pustak: (i) => ({ query: CATALOG(member), variables: { page: page(i) } }),
    hive: (i) => ({ query: HIVE_CATALOG(member), variables: { page: page(i) } }),
    // A member's state of the page's books needs their ids: the gateway asks it once the page is in.
    rest: (i) => [
      `/books/?page=${page(i)}&page_size=24`,
      '/books/genres/',
      ...(member ? [`/users/book-states/?${ids(booksOfPage(page(i)))}`] : []),
    ],
  },
  {
    name: 'book detail',
    member,
    pustak: (i) => ({ query: BOOK(member), variables: { id: String(bookId(i)) } }),
    hive: (i) => ({ query: HIVE_BOOK(member), variables: { id: bookId(i) } }),
    rest: (i) => {
      const id = bookId(i);
      return [
        `/books/${id}/`,
        `/books/${id}/reviews/?page=1`,
        ...(member ? [`/books/${id}/has-reviewed/`, `/users/book-states/?id=${id}`] : []),
      ];
    },
  },
]);

export const screenLabel = (s: Screen) => `${s.name}, ${s.member ? 'member' : 'guest'}`;
