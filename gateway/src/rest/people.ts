/** Accounts, profiles, reviews and friendships (SPEC §7 'Users and social', 'Reviews'). */
import type { RestClient } from './client.js';
import type {
  RestFriend,
  RestFriendRequest,
  RestFriendshipStatus,
  RestMember,
  RestPage,
  RestProfile,
  RestReview,
  RestSuggestion,
} from './types.js';

export interface ReviewBody {
  rating: string;
  title: string;
  content: string;
  contains_spoiler: boolean;
}

export const peopleApi = (rest: RestClient) => ({
  async login(email: string, password: string): Promise<{ token: string; user: RestProfile }> {
    const body = await rest.request<{ data: { tokens: { access: string }; user: RestProfile } }>(
      'POST',
      '/users/login/',
      {
        json: { email, password },
        anonymous: true,
      },
    );
    return { token: body.data.tokens.access, user: body.data.user };
  },
  async register(form: FormData): Promise<void> {
    await rest.request('POST', '/users/register/', { body: form, anonymous: true });
  },
  async me(): Promise<RestProfile> {
    return (await rest.get<{ data: RestProfile }>('/users/profile/')).data;
  },
  async updateProfile(patch: Record<string, unknown>): Promise<RestProfile> {
    return (await rest.patch<{ data: RestProfile }>('/users/profile/', patch)).data;
  },
  async user(id: string): Promise<RestProfile> {
    return (await rest.get<{ data: RestProfile }>(`/users/${id}/`)).data;
  },
  async search(query: string): Promise<RestMember[]> {
    return (await rest.get<{ results: RestMember[] }>('/users/search', new URLSearchParams({ query }))).results;
  },
  async changePassword(current: string, next: string): Promise<void> {
    await rest.post('/users/change-password/', { current_password: current, new_password: next });
  },
  async requestPasswordReset(email: string): Promise<void> {
    await rest.request('POST', '/users/password-reset/', { json: { email }, anonymous: true });
  },
  async resetPassword(token: string, next: string): Promise<void> {
    await rest.request('POST', '/users/password-reset/confirm/', {
      json: { token, new_password: next },
      anonymous: true,
    });
  },

  async bookReviews(bookId: string, page: number): Promise<RestPage<RestReview[]>> {
    return rest.get(`/books/${bookId}/reviews/`, new URLSearchParams({ page: String(page) }));
  },
  async userReviews(userId: string, page: number): Promise<RestPage<RestReview[]> & { average_rating: number }> {
    return rest.get(`/users/${userId}/reviews/`, new URLSearchParams({ page: String(page) }));
  },
  async myReview(bookId: string): Promise<RestReview | null> {
    return (await rest.get<{ review: RestReview | null }>(`/books/${bookId}/has-reviewed/`)).review;
  },
  async createReview(bookId: string, body: ReviewBody): Promise<RestReview> {
    return (await rest.post<{ data: RestReview }>(`/books/${bookId}/review/`, body)).data;
  },
  async updateReview(id: string, body: ReviewBody): Promise<RestReview> {
    return (await rest.put<{ data: RestReview }>(`/reviews/${id}/`, body)).data;
  },
  async deleteReview(id: string): Promise<void> {
    await rest.delete(`/reviews/${id}/`);
  },

  async suggestions(page: number): Promise<RestPage<RestSuggestion[]>> {
    return rest.get('/users/friend-recommendations/', new URLSearchParams({ page: String(page) }));
  },
  async friends(): Promise<RestFriend[]> {
    return (await rest.get<{ data: RestFriend[] }>('/social/friends/')).data;
  },
  async requests(): Promise<{ sent: RestFriendRequest[]; received: RestFriendRequest[] }> {
    return (
      await rest.get<{ data: { sent: RestFriendRequest[]; received: RestFriendRequest[] } }>(
        '/social/friends/requests/',
      )
    ).data;
  },
  async sendRequest(userId: string): Promise<RestFriendRequest> {
    return (await rest.post<{ data: RestFriendRequest }>(`/social/friends/${userId}/request/`)).data;
  },
  async answerRequest(id: string, action: 'cancel' | 'accept' | 'reject'): Promise<{ data?: RestFriend }> {
    return rest.post(`/social/friends/requests/${id}/${action}/`);
  },
  async unfriend(friendshipId: string): Promise<void> {
    await rest.delete(`/social/friends/${friendshipId}/unfriend/`);
  },
  async status(userId: string): Promise<RestFriendshipStatus> {
    const body = await rest.get<{
      status: RestFriendshipStatus['status'];
      data: { friendship_id: number | null; request_id: number | null };
    }>(`/social/friends/${userId}/status/`);
    return { userId: Number(userId), status: body.status, ...body.data };
  },
});
