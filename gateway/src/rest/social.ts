/** Friends: suggestions, the friend list, requests and their answers, unfriend, status (SPEC §7 'Users and social'). */
import type { RestClient } from './client.js';
import type { RestFriend, RestFriendRequest, RestFriendshipStatus, RestPage, RestSuggestion } from './types.js';

export interface RestRequests {
  sent: RestFriendRequest[];
  received: RestFriendRequest[];
}

export type RequestAnswer = 'cancel' | 'accept' | 'reject';

export const socialApi = (rest: RestClient) => ({
  async suggestions(page: number): Promise<RestPage<RestSuggestion[]>> {
    return rest.get('/users/friend-recommendations/', new URLSearchParams({ page: String(page) }));
  },
  async friends(): Promise<RestFriend[]> {
    return (await rest.get<{ data: RestFriend[] }>('/social/friends/')).data;
  },
  async requests(): Promise<RestRequests> {
    return (await rest.get<{ data: RestRequests }>('/social/friends/requests/')).data;
  },
  /** A crossing request (they already asked you) is accepted by REST instead: `data` is then the friendship. */
  async sendRequest(userId: string): Promise<{ message: string; data: RestFriendRequest | RestFriend }> {
    return rest.post(`/social/friends/${userId}/request/`);
  },
  async answerRequest(id: string, answer: RequestAnswer): Promise<{ data?: RestFriend }> {
    return rest.post(`/social/friends/requests/${id}/${answer}/`);
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
