/** Friends: suggestions, the friend list, requests and their answers, unfriend, status (SPEC §7 'Users and social'). */
import type { RestClient } from './client.js';
import type { RestFriend, RestFriendRequest, RestFriendshipStatus, RestPage, RestSuggestion } from './types.js';

export interface RestRequests {
  sent: RestFriendRequest[];
  received: RestFriendRequest[];
}

export type RequestAnswer = 'cancel' | 'accept' | 'reject';

/** What cancel, reject and unfriend answer: the other member and where the two stand now. */
type StatusAnswer = Omit<RestFriendshipStatus, 'userId'> & { user_id: number };
const statusOf = ({ data: { user_id, ...state } }: { data: StatusAnswer }): RestFriendshipStatus => ({
  userId: user_id,
  ...state,
});

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
  /**
   * A crossing request (they already asked you) is accepted by REST instead: `data` is then the
   * friendship, and `request` their request, now accepted.
   */
  async sendRequest(
    userId: string,
  ): Promise<{ message: string; data: RestFriendRequest | RestFriend; request?: RestFriendRequest }> {
    return rest.post(`/social/friends/${userId}/request/`);
  },
  async accept(id: string): Promise<RestFriend> {
    return (await rest.post<{ data: RestFriend }>(`/social/friends/requests/${id}/accept/`)).data;
  },
  /** Cancel (the sender) or reject (the recipient): answers where the two members stand now. */
  async withdraw(id: string, answer: Exclude<RequestAnswer, 'accept'>): Promise<RestFriendshipStatus> {
    return statusOf(await rest.post<{ data: StatusAnswer }>(`/social/friends/requests/${id}/${answer}/`));
  },
  /** Answers where the two former friends stand now. */
  async unfriend(friendshipId: string): Promise<RestFriendshipStatus> {
    return statusOf(await rest.delete<{ data: StatusAnswer }>(`/social/friends/${friendshipId}/unfriend/`));
  },
  async status(userId: string): Promise<RestFriendshipStatus> {
    const body = await rest.get<{
      status: RestFriendshipStatus['status'];
      data: { friendship_id: number | null; request_id: number | null };
    }>(`/social/friends/${userId}/status/`);
    return { userId: Number(userId), status: body.status, ...body.data };
  },
});
