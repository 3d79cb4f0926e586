/** Book reviews (list, has-reviewed, write, edit, delete) and a member's reviews (SPEC §7 'Reviews'). */
import type { RestClient } from './client.js';
import type { RestPage, RestReview } from './types.js';

export interface ReviewBody {
  rating: string;
  title: string;
  content: string;
  contains_spoiler: boolean;
}

const pageParam = (page: number) => new URLSearchParams({ page: String(page) });

export const reviewsApi = (rest: RestClient) => ({
  async ofBook(bookId: string, page: number): Promise<RestPage<RestReview[]>> {
    return rest.get(`/books/${bookId}/reviews/`, pageParam(page));
  },
  async ofUser(userId: string, page: number): Promise<RestPage<RestReview[]> & { average_rating: number }> {
    return rest.get(`/users/${userId}/reviews/`, pageParam(page));
  },
  async mine(bookId: string): Promise<RestReview | null> {
    return (await rest.get<{ review: RestReview | null }>(`/books/${bookId}/has-reviewed/`)).review;
  },
  async create(bookId: string, body: ReviewBody): Promise<RestReview> {
    return (await rest.post<{ data: RestReview }>(`/books/${bookId}/review/`, body)).data;
  },
  async update(id: string, body: ReviewBody): Promise<RestReview> {
    return (await rest.put<{ data: RestReview }>(`/reviews/${id}/`, body)).data;
  },
  async remove(id: string): Promise<void> {
    await rest.delete(`/reviews/${id}/`);
  },
});
