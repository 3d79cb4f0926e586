import { expect, it } from 'vitest';
import { createMember, describeEachTarget, type Api, type Member } from './helpers.js';

const status = async (api: Api, me: Member, other: Member) =>
  (await api.get(`/social/friends/${other.id}/status/`, me.token)).body;

describeEachTarget('Friendships', (api) => {
  it('send, then accept: both are friends and see the right status', async () => {
    const [a, b] = [await createMember(api), await createMember(api)];
    expect((await status(api, a, b)).status).toBe('none');
    const sent = await api.post(`/social/friends/${b.id}/request/`, undefined, a.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Friend request sent',
      data: { id: expect.any(Number), from_user: { id: a.id, username: a.username }, to_user: { id: b.id } },
    });
    const requestId = sent.body.data.id;
    expect(await status(api, a, b)).toMatchObject({
      status: 'pending',
      data: { id: requestId, request_id: requestId },
    });
    expect(await status(api, b, a)).toMatchObject({ status: 'received', data: { request_id: requestId } });
    const lists = await api.get('/social/friends/requests/', b.token);
    expect(lists.body.data.received.map((r: any) => r.id)).toEqual([requestId]);
    expect((await api.get('/social/friends/requests/', a.token)).body.data.sent.map((r: any) => r.id)).toEqual([
      requestId,
    ]);

    const accepted = await api.post(`/social/friends/requests/${requestId}/accept/`, undefined, b.token);
    expect(accepted.body).toMatchObject({ success: true, message: 'Friend request accepted', data: { user_id: a.id } });
    const friendshipId = accepted.body.data.friendship_id;
    expect(await status(api, a, b)).toMatchObject({ status: 'friends', data: { friendship_id: friendshipId } });
    const friends = await api.get('/social/friends/', a.token);
    expect(friends.body.data).toEqual([
      expect.objectContaining({
        id: friendshipId,
        friendship_id: friendshipId,
        user_id: b.id,
        user: expect.objectContaining({ username: b.username }),
      }),
    ]);
    expect((await api.get('/social/friends/requests/', b.token)).body.data.received).toEqual([]);
  });

  it('refuses requests to oneself, duplicates and to friends', async () => {
    const [a, b] = [await createMember(api), await createMember(api)];
    const self = await api.post(`/social/friends/${a.id}/request/`, undefined, a.token);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot send a friend request to yourself');
    await api.post(`/social/friends/${b.id}/request/`, undefined, a.token);
    const dup = await api.post(`/social/friends/${b.id}/request/`, undefined, a.token);
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('Friend request already sent');
    expect((await api.get('/social/friends/requests/', a.token)).body.data.sent).toHaveLength(1);
    expect((await api.post('/social/friends/99999999/request/', undefined, a.token)).status).toBe(404);
  });

  it('a request to someone who already asked you accepts theirs', async () => {
    const [a, b] = [await createMember(api), await createMember(api)];
    await api.post(`/social/friends/${b.id}/request/`, undefined, a.token);
    const crossing = await api.post(`/social/friends/${a.id}/request/`, undefined, b.token);
    expect(crossing.status).toBe(200);
    expect(crossing.body.message).toBe('Friend request accepted');
    expect((await status(api, a, b)).status).toBe('friends');
    expect((await api.get('/social/friends/requests/', a.token)).body.data.sent).toEqual([]);
    const again = await api.post(`/social/friends/${b.id}/request/`, undefined, a.token);
    expect(again.body.message).toBe('You are already friends');
  });

  it('only the sender cancels; only the recipient accepts or rejects', async () => {
    const [a, b, c] = [await createMember(api), await createMember(api), await createMember(api)];
    const id = (await api.post(`/social/friends/${b.id}/request/`, undefined, a.token)).body.data.id;
    expect((await api.post(`/social/friends/requests/${id}/cancel/`, undefined, b.token)).status).toBe(403);
    expect((await api.post(`/social/friends/requests/${id}/accept/`, undefined, a.token)).status).toBe(403);
    expect((await api.post(`/social/friends/requests/${id}/reject/`, undefined, c.token)).status).toBe(403);
    expect((await status(api, a, b)).status).toBe('pending');

    const rejected = await api.post(`/social/friends/requests/${id}/reject/`, undefined, b.token);
    expect(rejected.body).toEqual({ success: true, message: 'Friend request rejected' });
    expect((await status(api, a, b)).status).toBe('none');
    expect((await api.post(`/social/friends/requests/${id}/accept/`, undefined, b.token)).status).toBe(404);

    const id2 = (await api.post(`/social/friends/${b.id}/request/`, undefined, a.token)).body.data.id;
    const cancelled = await api.post(`/social/friends/requests/${id2}/cancel/`, undefined, a.token);
    expect(cancelled.body).toEqual({ success: true, message: 'Friend request cancelled' });
    expect((await status(api, b, a)).status).toBe('none');
  });

  it('either friend can unfriend; a third member cannot', async () => {
    const [a, b, c] = [await createMember(api), await createMember(api), await createMember(api)];
    const id = (await api.post(`/social/friends/${b.id}/request/`, undefined, a.token)).body.data.id;
    const friendshipId = (await api.post(`/social/friends/requests/${id}/accept/`, undefined, b.token)).body.data
      .friendship_id;
    expect((await api.del(`/social/friends/${friendshipId}/unfriend/`, undefined, c.token)).status).toBe(404);
    expect((await status(api, a, b)).status).toBe('friends');
    const removed = await api.del(`/social/friends/${friendshipId}/unfriend/`, undefined, b.token);
    expect(removed.body).toEqual({ success: true, message: 'Friend removed' });
    expect((await status(api, a, b)).status).toBe('none');
    expect((await api.get('/social/friends/', a.token)).body.data).toEqual([]);
  });

  it('suggests people sharing favourite genres first, never oneself, friends or pending requests', async () => {
    const genres = (await api.get('/books/genres/')).body.results.slice(-3).map((g: any) => g.id);
    const me = await createMember(api);
    const close = await createMember(api);
    const some = await createMember(api);
    const friend = await createMember(api);
    const asked = await createMember(api);
    await api.patch('/users/profile/', { favorite_genre_ids: genres }, me.token);
    await api.patch('/users/profile/', { favorite_genre_ids: genres }, close.token);
    await api.patch('/users/profile/', { favorite_genre_ids: [genres[0]] }, some.token);
    await api.patch('/users/profile/', { favorite_genre_ids: genres }, friend.token);
    await api.patch('/users/profile/', { favorite_genre_ids: genres }, asked.token);
    const id = (await api.post(`/social/friends/${friend.id}/request/`, undefined, me.token)).body.data.id;
    await api.post(`/social/friends/requests/${id}/accept/`, undefined, friend.token);
    await api.post(`/social/friends/${me.id}/request/`, undefined, asked.token);

    const all: any[] = [];
    let url: string | null = '/users/friend-recommendations/';
    while (url) {
      const page: any = await api.get(url, me.token);
      expect(page.body.status).toBe('success');
      all.push(...page.body.results);
      url = page.body.next;
    }
    const ids = all.map((s) => s.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(friend.id);
    expect(ids).not.toContain(asked.id);
    expect(ids.indexOf(close.id)).toBeLessThan(ids.indexOf(some.id));
    const closeEntry = all.find((s) => s.id === close.id);
    expect(closeEntry).toMatchObject({ first_name: 'Sita', mutual_count: 3 });
    expect(closeEntry.mutual_favorite_genres.map((g: any) => g.id).sort()).toEqual([...genres].sort());
    expect((await api.get('/users/friend-recommendations/')).status).toBe(401);
  });

  it('a profile shows mutual favourite genres and books relative to the viewer', async () => {
    const [a, b] = [await createMember(api), await createMember(api)];
    const [g1, g2, g3] = (await api.get('/books/genres/')).body.results.map((g: any) => g.id);
    await api.patch('/users/profile/', { favorite_genre_ids: [g1, g2] }, a.token);
    await api.patch('/users/profile/', { favorite_genre_ids: [g2, g3] }, b.token);
    const book = (await api.get('/books/?page_size=1')).body.results.books[0];
    await api.post('/users/favorites/add/', { book_id: book.id }, a.token);
    await api.post('/users/favorites/add/', { book_id: book.id }, b.token);
    const seen = (await api.get(`/users/${b.id}/`, a.token)).body.data;
    expect(seen.mutual_favorite_genres.map((g: any) => g.id)).toEqual([g2]);
    expect(seen.mutual_favorite_books).toEqual([
      expect.objectContaining({ id: book.id, title: book.title, cover_image: expect.any(String) }),
    ]);
  });
});
