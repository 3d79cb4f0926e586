/** Book reviews (list, has-reviewed, write, edit, delete) and a member's reviews (SPEC §7 'Reviews'), one book or several. */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestAnswer, RestBody, RestBook, RestBookReviews, RestReview } from './contract.js';
import type { RestLiveActivity } from './activity.js';

export type ReviewBody = RestBody<'/books/{id}/review/', 'post'>;

/** A review write's answer: the review, and its book with the rating the write changed. */
export interface ReviewChange {
  review: RestReview;
  book: RestBook;
  /** A new review's activity for friends' feeds, as REST answered it. */
  live?: RestLiveActivity;
}

const pageParam = (page: number) => new URLSearchParams({ page: String(page) });

export const reviewsApi = (rest: RestClient) => ({
  async ofBook(bookId: string, page: number): Promise<RestAnswer<'/books/{id}/reviews/', 'get'>> {
    return rest.get(`/books/${bookId}/reviews/`, pageParam(page));
  },
  async ofUser(userId: string, page: number): Promise<RestAnswer<'/users/{id}/reviews/', 'get'>> {
    return rest.get(`/users/${userId}/reviews/`, pageParam(page));
  },
  /** Several books' reviews, the same page of each; unknown books are left out. */
  async ofBooks(bookIds: readonly string[], page: number): Promise<RestBookReviews[]> {
    const query = idsParam(bookIds);
    query.set('page', String(page));
    return (await rest.get<RestAnswer<'/books/reviews/', 'get'>>('/books/reviews/', query)).results;
  },
  /** The member's own review of each of several books (null where none); unknown books are left out. */
  async mineOfBooks(bookIds: readonly string[]): Promise<RestAnswer<'/books/has-reviewed/', 'get'>['results']> {
    return (await rest.get<RestAnswer<'/books/has-reviewed/', 'get'>>('/books/has-reviewed/', idsParam(bookIds)))
      .results;
  },
  async mine(bookId: string): Promise<RestReview | null> {
    return (await rest.get<RestAnswer<'/books/{id}/has-reviewed/', 'get'>>(`/books/${bookId}/has-reviewed/`)).review;
  },
  /** Writes answer the review and its book with the new rating. */
  async create(bookId: string, body: ReviewBody): Promise<ReviewChange> {
    const answer = await rest.post<RestAnswer<'/books/{id}/review/', 'post', 201>>(`/books/${bookId}/review/`, body);
    return { review: answer.data, book: answer.book, live: answer.live };
  },
  async update(id: string, body: ReviewBody): Promise<ReviewChange> {
    const answer = await rest.put<RestAnswer<'/reviews/{id}/', 'put'>>(`/reviews/${id}/`, body);
    return { review: answer.data, book: answer.book };
  },
  /** Answers the book with its new rating. */
  async remove(id: string): Promise<RestBook> {
    return (await rest.delete<RestAnswer<'/reviews/{id}/', 'delete'>>(`/reviews/${id}/`)).book;
  },
});
