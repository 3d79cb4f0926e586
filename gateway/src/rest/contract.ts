/**
 * REST's answers as its OpenAPI document declares them (generated/rest.ts, `npm run codegen:rest`),
 * keyed by path and method: no REST shape is written by hand in the gateway. The named shapes
 * below are lookups into that contract, for the resolvers' parents and the loaders.
 */
import type { paths } from '../generated/rest.js';

/** A REST path as the gateway calls it (under /api) and the document names it, e.g. '/books/{id}/'. */
export type RestPath = UnderApi<keyof paths>;
type UnderApi<K> = K extends `/api${infer P}` ? P : never;
type Operation<P extends RestPath, M extends string> = M extends keyof paths[`/api${P}`] ? paths[`/api${P}`][M] : never;
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON REST answers `method` on `path` with `status` (200 unless given). */
export type RestAnswer<P extends RestPath, M extends string, S extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never;

/** The JSON body `method` on `path` takes. */
export type RestBody<P extends RestPath, M extends string> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** The query parameters `method` on `path` takes. */
export type RestQuery<P extends RestPath, M extends string> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type RestBook = RestAnswer<'/books/{id}/', 'get'>['book'];
export type RestGenre = RestBook['genres'][number];
/** A book as some lists carry it (profile reviews, mutual books): only these fields are certain. */
export type RestBookRef = Pick<RestBook, 'id' | 'title' | 'cover_image'> & Partial<RestBook>;
type Author = RestAnswer<'/authors/{id}/', 'get'>['data'];
/** An author as REST answers them, or as a book or suggestion carries them (only the id and name). */
export type RestAuthor = Pick<Author, 'id' | 'name'> & Partial<Author>;
export type RestSearchSuggestion = RestAnswer<'/search/suggestions/', 'get'>['data'][number];
export type RestReadNext = RestAnswer<'/books/read-next/', 'get'>['data'][number];

export type RestCartLine = RestAnswer<'/cart/', 'get'>['data'][number];
/**
 * The cart as the graph answers it: its count and subtotal, and its lines when the answer carried
 * them (GET /cart/ and a removal do; a line's add or edit answers the totals only).
 */
export type RestCart = Pick<RestAnswer<'/cart/', 'get'>, 'count' | 'subtotal'> & { lines?: RestCartLine[] };
/** The whole cart: its lines, count and subtotal. */
export type RestWholeCart = RestCart & { lines: RestCartLine[] };
export type RestWishlistItem = RestAnswer<'/wishlist/', 'get'>['data']['items'][number];
export type RestAddress = RestAnswer<'/shipping/addresses/', 'get'>['data'][number];
export type RestDistrict = RestAnswer<'/shipping/districts/', 'get'>['data'][number];
export type RestStore = RestAnswer<'/store/', 'get'>['data'];
export type RestRentalOption = RestBook['rental_options'][number];
export type RestRentalTerms = RestStore['rental_terms'];
export type RestRentalPeriodTerms = RestRentalTerms['periods'][number];
export type RestOrder = RestAnswer<'/order/{id}/', 'get'>['order'];
export type RestOrderItem = RestOrder['items'][number];
export type RestRefund = RestOrder['refunds'][number];

type MemberSummary = RestAnswer<'/users/search', 'get'>['results'][number];
/** A member as lists carry them: a review's author has fewer fields than a friend. */
export type RestMember = Pick<MemberSummary, 'id' | 'username'> & Partial<MemberSummary>;
export type RestProfile = RestAnswer<'/users/profile/', 'get'>['data'];
export type RestSettings = RestAnswer<'/users/settings/', 'get'>['data'];

type BookReview = RestAnswer<'/books/{id}/reviews/', 'get'>['results'][number];
type ProfileReview = RestAnswer<'/users/{id}/reviews/', 'get'>['results'][number];
/** A review from a book's list (its author) or a member's (its book; the rating a number). */
export type RestReview = Omit<BookReview, 'rating' | 'book_id' | 'user'> &
  Partial<Pick<BookReview, 'book_id' | 'user'>> & {
    rating: BookReview['rating'] | ProfileReview['rating'];
    book?: ProfileReview['book'];
  };
export type RestBookReviews = RestAnswer<'/books/reviews/', 'get'>['results'][number];

/** A friend request; `accepted` is set by the gateway when sending accepted the other member's request instead. */
export type RestFriendRequest = RestAnswer<'/social/friends/requests/', 'get'>['data']['sent'][number] & {
  accepted?: boolean;
};
export type RestFriend = RestAnswer<'/social/friends/', 'get'>['data'][number];
export type RestSuggestion = RestAnswer<'/users/friend-recommendations/', 'get'>['results'][number];
/** Where the caller stands with member `userId`. */
export type RestFriendshipStatus = Omit<
  RestAnswer<'/social/friends/requests/{id}/cancel/', 'post'>['data'],
  'user_id'
> & { userId: number };
