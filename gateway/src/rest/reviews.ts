/** Book reviews (list, has-reviewed, write, edit, delete) and a member's reviews (SPEC §7 'Reviews'), one book or several. */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestBook, RestPage, RestReview } from './types.js';

export interface ReviewBody {
  rating: string;
  title: string;
  content: string;
  contains_spoiler: boolean;
}

/** A review write's answer: the review, and its book with the rating the write changed. */
export interface ReviewChange {
  review: RestReview;
  book: RestBook;
}

const pageParam = (page: number) => new URLSearchParams({ page: String(page) });

/** One book's entry in GET /books/reviews/: its count and the page asked for. */
export interface RestBookReviews {
  book_id: number;
  count: number;
  average_rating: number;
  reviews: RestReview[];
}

export const reviewsApi = (rest: RestClient) => ({
  async ofBook(bookId: string, page: number): Promise<RestPage<RestReview[]>> {
    return rest.get(`/books/${bookId}/reviews/`, pageParam(page));
  },
  async ofUser(userId: string, page: number): Promise<RestPage<RestReview[]> & { average_rating: number }> {
    return rest.get(`/users/${userId}/reviews/`, pageParam(page));
  },
  /** Several books' reviews, the same page of each; unknown books are left out. */
  async ofBooks(bookIds: readonly string[], page: number): Promise<RestBookReviews[]> {
    const query = idsParam(bookIds);
    query.set('page', String(page));
    return (await rest.get<{ results: RestBookReviews[] }>('/books/reviews/', query)).results;
  },
  /** The member's own review of each of several books (null where none); unknown books are left out. */
  async mineOfBooks(bookIds: readonly string[]): Promise<{ book_id: number; review: RestReview | null }[]> {
    return (
      await rest.get<{ results: { book_id: number; review: RestReview | null }[] }>(
        '/books/has-reviewed/',
        idsParam(bookIds),
      )
    ).results;
  },
  async mine(bookId: string): Promise<RestReview | null> {
    return (await rest.get<{ review: RestReview | null }>(`/books/${bookId}/has-reviewed/`)).review;
  },
  /** Writes answer the review and its book with the new rating. */
  async create(bookId: string, body: ReviewBody): Promise<ReviewChange> {
    const answer = await rest.post<{ data: RestReview; book: RestBook }>(`/books/${bookId}/review/`, body);
    return { review: answer.data, book: answer.book };
  },
  async update(id: string, body: ReviewBody): Promise<ReviewChange> {
    const answer = await rest.put<{ data: RestReview; book: RestBook }>(`/reviews/${id}/`, body);
    return { review: answer.data, book: answer.book };
  },
  /** Answers the book with its new rating. */
  async remove(id: string): Promise<RestBook> {
    return (await rest.delete<{ book: RestBook }>(`/reviews/${id}/`)).book;
  },
});
