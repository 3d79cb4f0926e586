/** Friends: suggestions, the friend list, requests and their answers, unfriend, status (SPEC §7 'Users and social'). */
import type { RestClient } from './client.js';
import type { RestAnswer, RestFriend, RestFriendRequest, RestFriendshipStatus } from './contract.js';

export type RestRequests = RestAnswer<'/social/friends/requests/', 'get'>['data'];

export type RequestAnswer = 'cancel' | 'accept' | 'reject';

/** What cancel, reject and unfriend answer: the other member and where the two stand now. */
type StatusAnswer = RestAnswer<'/social/friends/requests/{id}/cancel/', 'post'>;
const statusOf = ({ data: { user_id, ...state } }: StatusAnswer): RestFriendshipStatus => ({
  userId: user_id,
  ...state,
});

export const socialApi = (rest: RestClient) => ({
  async suggestions(page: number): Promise<RestAnswer<'/users/friend-recommendations/', 'get'>> {
    return rest.get('/users/friend-recommendations/', new URLSearchParams({ page: String(page) }));
  },
  async friends(): Promise<RestFriend[]> {
    return (await rest.get<RestAnswer<'/social/friends/', 'get'>>('/social/friends/')).data;
  },
  async requests(): Promise<RestRequests> {
    return (await rest.get<RestAnswer<'/social/friends/requests/', 'get'>>('/social/friends/requests/')).data;
  },
  /**
   * A crossing request (they already asked you) is accepted by REST instead: `data` is then the
   * friendship, and `request` their request, now accepted.
   */
  async sendRequest(
    userId: string,
  ): Promise<
    | RestAnswer<'/social/friends/{userId}/request/', 'post', 200>
    | RestAnswer<'/social/friends/{userId}/request/', 'post', 201>
  > {
    return rest.post(`/social/friends/${userId}/request/`);
  },
  /** The friendship as the accepting member sees it, and the request it accepted (naming both members). */
  async accept(id: string): Promise<{ friendship: RestFriend; request?: RestFriendRequest }> {
    const body = await rest.post<RestAnswer<'/social/friends/requests/{id}/accept/', 'post'>>(
      `/social/friends/requests/${id}/accept/`,
    );
    return { friendship: body.data, request: body.request };
  },
  /** Cancel (the sender) or reject (the recipient): answers where the two members stand now. */
  async withdraw(id: string, answer: Exclude<RequestAnswer, 'accept'>): Promise<RestFriendshipStatus> {
    return statusOf(await rest.post<StatusAnswer>(`/social/friends/requests/${id}/${answer}/`));
  },
  /** Answers where the two former friends stand now. */
  async unfriend(friendshipId: string): Promise<RestFriendshipStatus> {
    return statusOf(
      await rest.delete<RestAnswer<'/social/friends/{friendshipId}/unfriend/', 'delete'>>(
        `/social/friends/${friendshipId}/unfriend/`,
      ),
    );
  },
  async status(userId: string): Promise<RestFriendshipStatus> {
    const body = await rest.get<RestAnswer<'/social/friends/{userId}/status/', 'get'>>(
      `/social/friends/${userId}/status/`,
    );
    const { friendship_id, request_id } = body.data;
    return { userId: Number(userId), status: body.status, friendship_id, request_id };
  },
});
