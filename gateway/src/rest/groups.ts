/** Book Social's figures and reading groups (REST additions /social/stats/ and /reading-groups/). */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export type RestSocialStats = RestAnswer<'/social/stats/', 'get'>['data'];
export type RestReadingGroupPage = RestAnswer<'/reading-groups/', 'get'>;
export type RestReadingGroup = RestReadingGroupPage['results'][number];
export type RestReadingGroupDetail = RestAnswer<'/reading-groups/{id}/', 'get'>['data'];
export type RestGroupMember = RestReadingGroupDetail['members'][number];
export type RestGroupPostPage = RestAnswer<'/reading-groups/{id}/posts/', 'get'>;
export type RestGroupPost = RestGroupPostPage['results'][number];
/** A post carries its replies; a reply carries none. */
export type RestGroupPostOrReply = Omit<RestGroupPost, 'replies'> & { replies?: RestGroupPost['replies'] };

type GroupAnswer = RestAnswer<'/reading-groups/{id}/join/', 'post'>;
const pageQuery = (page: number) => new URLSearchParams(page > 1 ? { page: String(page) } : {});

export const groupsApi = (rest: RestClient) => ({
  async stats(): Promise<RestSocialStats> {
    return (await rest.get<RestAnswer<'/social/stats/', 'get'>>('/social/stats/')).data;
  },
  async groups(page: number): Promise<RestReadingGroupPage> {
    return rest.get<RestReadingGroupPage>('/reading-groups/', pageQuery(page));
  },
  async group(id: number): Promise<RestReadingGroupDetail> {
    return (await rest.get<RestAnswer<'/reading-groups/{id}/', 'get'>>(`/reading-groups/${id}/`)).data;
  },
  async create(body: { name: string; description?: string; book_id?: number }): Promise<RestReadingGroup> {
    return (await rest.post<RestAnswer<'/reading-groups/', 'post', 201>>('/reading-groups/', body)).data;
  },
  async join(id: number): Promise<RestReadingGroup> {
    return (await rest.post<GroupAnswer>(`/reading-groups/${id}/join/`)).data;
  },
  async leave(id: number): Promise<RestReadingGroup> {
    return (await rest.post<GroupAnswer>(`/reading-groups/${id}/leave/`)).data;
  },
  async posts(groupId: number, page: number): Promise<RestGroupPostPage> {
    return rest.get<RestGroupPostPage>(`/reading-groups/${groupId}/posts/`, pageQuery(page));
  },
  async post(
    groupId: number,
    body: { content: string; contains_spoiler: boolean; parent_id?: number },
  ): Promise<RestGroupPost> {
    return (
      await rest.post<RestAnswer<'/reading-groups/{id}/posts/', 'post', 201>>(`/reading-groups/${groupId}/posts/`, body)
    ).data;
  },
  async setHidden(id: number, hidden: boolean): Promise<RestGroupPost> {
    return (
      await rest.put<RestAnswer<'/staff/group-posts/{id}/hidden/', 'put'>>(`/staff/group-posts/${id}/hidden/`, {
        hidden,
      })
    ).data;
  },
});
