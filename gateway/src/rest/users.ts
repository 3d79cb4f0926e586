/**
 * Accounts and profiles: /users/login/, /users/register/ (the only calls sent without the
 * caller's token), /users/profile/, /users/{id}/, /users/search, /users/settings/, password
 * change and reset.
 */
import type { RestClient } from './client.js';
import type { RestAnswer, RestMember, RestProfile, RestSettings } from './contract.js';

export interface RestSession {
  token: string;
  user: RestProfile;
}

export const usersApi = (rest: RestClient) => ({
  async login(email: string, password: string): Promise<RestSession> {
    const body = await rest.request<RestAnswer<'/users/login/', 'post'>>('POST', '/users/login/', {
      json: { email, password },
      anonymous: true,
    });
    return { token: body.data.tokens.access, user: body.data.user };
  },
  /** SPEC §7's multipart registration (the form is built by resolvers/registration.ts). */
  async register(form: FormData): Promise<void> {
    await rest.request('POST', '/users/register/', { body: form, anonymous: true });
  },
  async me(): Promise<RestProfile> {
    return (await rest.get<RestAnswer<'/users/profile/', 'get'>>('/users/profile/')).data;
  },
  /** JSON, or multipart when a new picture travels as a file beside the other fields (resolvers/profileForm.ts). */
  async updateProfile(patch: Record<string, unknown> | FormData): Promise<RestProfile> {
    if (patch instanceof FormData)
      return (await rest.request<RestAnswer<'/users/profile/', 'patch'>>('PATCH', '/users/profile/', { body: patch }))
        .data;
    return (await rest.patch<RestAnswer<'/users/profile/', 'patch'>>('/users/profile/', patch)).data;
  },
  async settings(): Promise<RestSettings> {
    return (await rest.get<RestAnswer<'/users/settings/', 'get'>>('/users/settings/')).data;
  },
  async updateSettings(patch: Partial<RestSettings>): Promise<RestSettings> {
    return (await rest.patch<RestAnswer<'/users/settings/', 'patch'>>('/users/settings/', patch)).data;
  },
  async get(id: string): Promise<RestProfile> {
    return (await rest.get<RestAnswer<'/users/{id}/', 'get'>>(`/users/${id}/`)).data;
  },
  async search(query: string): Promise<RestMember[]> {
    return (await rest.get<RestAnswer<'/users/search', 'get'>>('/users/search', new URLSearchParams({ query })))
      .results;
  },
  async changePassword(current: string, next: string): Promise<void> {
    await rest.post('/users/change-password/', { current_password: current, new_password: next });
  },
  /** Signs out: REST ends this token, or (everywhere) every token of the member. */
  async logout(everywhere: boolean): Promise<void> {
    await rest.post(everywhere ? '/users/logout/everywhere/' : '/users/logout/');
  },
  async requestPasswordReset(email: string): Promise<void> {
    await rest.post('/users/password-reset/', { email });
  },
  /** The member whose password it was (their live connections are then closed at once). */
  async resetPassword(token: string, next: string): Promise<number> {
    const body = await rest.post<RestAnswer<'/users/password-reset/confirm/', 'post'>>(
      '/users/password-reset/confirm/',
      {
        token,
        new_password: next,
      },
    );
    return body.data.user_id;
  },
});
