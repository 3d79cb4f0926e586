/**
 * Friends' activity (REST additions under /social/activity/): the member's feed a page at a time
 * by REST's opaque cursor. A write that makes activity answers it with the friends it reaches
 * (`RestLiveActivity`), which the gateway fans out live (subscriptions/publish.ts).
 */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export type RestActivityPage = RestAnswer<'/social/activity/', 'get'>;
export type RestActivity = RestActivityPage['results'][number];
export type RestMilestone = NonNullable<RestActivity['challenge']>;
/** What a write added to the member's activity, and the friends whose feeds show it (REST's `live`). */
export type RestLiveActivity = RestAnswer<'/reading/shelves/', 'post'>['live'];

export const activityApi = (rest: RestClient) => ({
  async feed(first: number, after?: string | null): Promise<RestActivityPage> {
    const query = new URLSearchParams({ first: String(first), ...(after ? { after } : {}) });
    return rest.get<RestActivityPage>('/social/activity/', query);
  },
});
