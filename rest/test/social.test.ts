import { expect, it } from 'vitest';
import { createMember, describeEachTarget, type Api, type Member } from './helpers.js';

const MEMBER_KEYS = [
  'first_name',
  'id',
  'is_verified',
  'last_name',
  'profile_picture',
  'profile_picture_url',
  'status',
  'username',
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

type Members<N extends number, R extends Member[] = []> = R['length'] extends N ? R : Members<N, [Member, ...R]>;
/** `n` new members, registered at once. */
const members = <N extends number>(api: Api, n: N) =>
  Promise.all(Array.from({ length: n }, () => createMember(api))) as Promise<Members<N>>;
const send = (api: Api, from: Member, to: Member) =>
  api.post(`/social/friends/${to.id}/request/`, undefined, from.token);
const act = (api: Api, who: Member, requestId: number, action: 'cancel' | 'accept' | 'reject') =>
  api.post(`/social/friends/requests/${requestId}/${action}/`, undefined, who.token);
const statusOf = async (api: Api, me: Member, other: Member) =>
  (await api.get(`/social/friends/${other.id}/status/`, me.token)).body;
const requestsOf = async (api: Api, me: Member) => (await api.get('/social/friends/requests/', me.token)).body.data;
const friendsOf = async (api: Api, me: Member) => (await api.get('/social/friends/', me.token)).body.data;

/** Makes a and b friends through a request and its acceptance; the friendship id. */
async function befriend(api: Api, a: Member, b: Member): Promise<number> {
  const requestId = (await send(api, a, b)).body.data.id;
  return (await act(api, b, requestId, 'accept')).body.data.friendship_id;
}

/** Every suggestion for `me`, following `next` to the end. */
async function allSuggestions(api: Api, me: Member) {
  const all: any[] = [];
  let url: string | null = '/users/friend-recommendations/';
  while (url) {
    const page: any = await api.get(url, me.token);
    expect(page.status).toBe(200);
    all.push(...page.body.results);
    url = page.body.next;
  }
  return all;
}

describeEachTarget('Friendships', (api) => {
  it('send, then accept: the request and friend shapes, lists and status from both sides', async () => {
    const [a, b] = await members(api, 2);
    expect(await statusOf(api, a, b)).toEqual({
      success: true,
      status: 'none',
      data: { id: null, friendship_id: null, request_id: null },
    });

    const sent = await send(api, a, b);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      success: true,
      message: 'Friend request sent',
      data: {
        id: expect.any(Number),
        from_user: expect.objectContaining({ id: a.id, username: a.username, first_name: 'Sita' }),
        to_user: expect.objectContaining({ id: b.id, username: b.username }),
        status: 'pending',
        created_at: expect.stringMatching(ISO),
      },
    });
    expect(Object.keys(sent.body.data.from_user).sort()).toEqual(MEMBER_KEYS);
    expect(Object.keys(sent.body.data.to_user).sort()).toEqual(MEMBER_KEYS);
    const requestId = sent.body.data.id;

    const pending = { id: requestId, friendship_id: null, request_id: requestId };
    expect(await statusOf(api, a, b)).toEqual({ success: true, status: 'pending', data: pending });
    expect(await statusOf(api, b, a)).toEqual({ success: true, status: 'received', data: pending });
    expect(await requestsOf(api, a)).toEqual({ sent: [sent.body.data], received: [] });
    expect(await requestsOf(api, b)).toEqual({ sent: [], received: [sent.body.data] });

    const accepted = await act(api, b, requestId, 'accept');
    expect(accepted.status).toBe(200);
    const friendshipId = accepted.body.data.friendship_id;
    expect(accepted.body).toEqual({
      success: true,
      message: 'Friend request accepted',
      data: {
        id: friendshipId,
        friendship_id: expect.any(Number),
        user_id: a.id,
        user: expect.objectContaining({ id: a.id, username: a.username }),
        since: expect.stringMatching(ISO),
      },
      // Added beside SPEC's fields: the request it accepted, naming both members.
      request: {
        id: requestId,
        from_user: expect.objectContaining({ id: a.id }),
        to_user: expect.objectContaining({ id: b.id, username: b.username }),
        status: 'accepted',
        created_at: expect.stringMatching(ISO),
      },
    });
    expect(Object.keys(accepted.body.data.user).sort()).toEqual(MEMBER_KEYS);

    const friends = { id: friendshipId, friendship_id: friendshipId, request_id: null };
    expect(await statusOf(api, a, b)).toEqual({ success: true, status: 'friends', data: friends });
    expect(await statusOf(api, b, a)).toEqual({ success: true, status: 'friends', data: friends });
    expect(await friendsOf(api, a)).toEqual([
      { ...accepted.body.data, user_id: b.id, user: expect.objectContaining({ id: b.id, username: b.username }) },
    ]);
    expect(await friendsOf(api, b)).toEqual([accepted.body.data]);
    expect(await requestsOf(api, a)).toEqual({ sent: [], received: [] });
    expect(await requestsOf(api, b)).toEqual({ sent: [], received: [] });
    // The request is no longer pending.
    expect((await act(api, b, requestId, 'accept')).status).toBe(404);
  });

  it('lists friends by username and requests newest first', async () => {
    const me = await createMember(api);
    const zed = await createMember(api, { username: `zz_${me.id}` });
    const amy = await createMember(api, { username: `aa_${me.id}` });
    await befriend(api, me, zed);
    await befriend(api, amy, me);
    expect((await friendsOf(api, me)).map((f: any) => f.user.username)).toEqual([amy.username, zed.username]);

    const [x, y, p, q] = await members(api, 4);
    const toX = (await send(api, me, x)).body.data.id;
    const toY = (await send(api, me, y)).body.data.id;
    const fromP = (await send(api, p, me)).body.data.id;
    const fromQ = (await send(api, q, me)).body.data.id;
    expect((await requestsOf(api, me)).sent.map((r: any) => r.id)).toEqual([toY, toX]);
    expect((await requestsOf(api, me)).received.map((r: any) => r.id)).toEqual([fromQ, fromP]);
  });

  it('status: self, and unknown members are 404', async () => {
    const a = await createMember(api);
    expect(await statusOf(api, a, a)).toEqual({
      success: true,
      status: 'self',
      data: { id: null, friendship_id: null, request_id: null },
    });
    const unknown = await api.get('/social/friends/99999999/status/', a.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'User not found.' });
  });

  it('refuses requests to oneself, unknown members, duplicates and friends, changing nothing', async () => {
    const [a, b] = await members(api, 2);
    const self = await send(api, a, a);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ success: false, message: 'You cannot send a friend request to yourself' });
    expect(await requestsOf(api, a)).toEqual({ sent: [], received: [] });

    const unknown = await api.post('/social/friends/99999999/request/', undefined, a.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'User not found.' });
    for (const bad of ['0', '-3', '1.5', 'abc']) {
      const reply = await api.post(`/social/friends/${bad}/request/`, undefined, a.token);
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
    }

    const first = (await send(api, a, b)).body.data;
    const dup = await send(api, a, b);
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ success: false, message: 'Friend request already sent' });
    expect(await requestsOf(api, a)).toEqual({ sent: [first], received: [] });

    await act(api, b, first.id, 'accept');
    const again = await send(api, a, b);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'You are already friends' });
    const back = await send(api, b, a);
    expect(back.body).toEqual({ success: false, message: 'You are already friends' });
    expect(await requestsOf(api, a)).toEqual({ sent: [], received: [] });
    expect(await friendsOf(api, a)).toHaveLength(1);
  });

  it('concurrent duplicate sends make one request', async () => {
    const [a, b] = await members(api, 2);
    const replies = await Promise.all(Array.from({ length: 6 }, () => send(api, a, b)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 201))
      expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Friend request already sent' } });
    expect((await requestsOf(api, a)).sent).toHaveLength(1);
    expect((await requestsOf(api, b)).received).toHaveLength(1);
  });

  it('a request to someone who already asked you accepts theirs', async () => {
    const [a, b] = await members(api, 2);
    const earlier = (await send(api, a, b)).body.data.id;
    const crossing = await send(api, b, a);
    expect(crossing.status).toBe(200);
    expect(crossing.body).toEqual({
      success: true,
      message: 'Friend request accepted',
      data: {
        id: expect.any(Number),
        friendship_id: expect.any(Number),
        user_id: a.id,
        user: expect.objectContaining({ id: a.id }),
        since: expect.stringMatching(ISO),
      },
      // Added beside SPEC's fields: the request it accepted, now accepted.
      request: {
        id: earlier,
        from_user: expect.objectContaining({ id: a.id }),
        to_user: expect.objectContaining({ id: b.id }),
        status: 'accepted',
        created_at: expect.stringMatching(ISO),
      },
    });
    const friendshipId = crossing.body.data.friendship_id;
    expect((await statusOf(api, a, b)).data.friendship_id).toBe(friendshipId);
    expect((await statusOf(api, b, a)).status).toBe('friends');
    expect((await friendsOf(api, a)).map((f: any) => f.user_id)).toEqual([b.id]);
    // The earlier request is no longer pending, and no second one was made.
    expect(await requestsOf(api, a)).toEqual({ sent: [], received: [] });
    expect(await requestsOf(api, b)).toEqual({ sent: [], received: [] });
    const stale = await act(api, b, earlier, 'reject');
    expect(stale.status).toBe(404);
    expect(stale.body).toEqual({ success: false, message: 'Friend request not found.' });
  });

  it('crossing requests sent at the same moment end as one friendship', async () => {
    const [a, b] = await members(api, 2);
    const replies = await Promise.all([send(api, a, b), send(api, b, a)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await statusOf(api, a, b)).status).toBe('friends');
    expect(await friendsOf(api, a)).toHaveLength(1);
    expect(await requestsOf(api, a)).toEqual({ sent: [], received: [] });
    expect(await requestsOf(api, b)).toEqual({ sent: [], received: [] });
  });

  it('only the sender cancels; only the recipient accepts or rejects', async () => {
    const [a, b, c] = await members(api, 3);
    const request = (await send(api, a, b)).body.data;
    for (const [who, action] of [
      [b, 'cancel'],
      [c, 'cancel'],
      [a, 'accept'],
      [c, 'accept'],
      [a, 'reject'],
      [c, 'reject'],
    ] as const) {
      const reply = await act(api, who, request.id, action);
      expect(reply.status).toBe(403);
      expect(reply.body.success).toBe(false);
    }
    // Still pending for both.
    expect((await statusOf(api, a, b)).status).toBe('pending');
    expect(await requestsOf(api, b)).toEqual({ sent: [], received: [request] });
    expect(await friendsOf(api, b)).toEqual([]);

    const rejected = await act(api, b, request.id, 'reject');
    // SPEC's fields unchanged; `data` (added) says where the two stand now.
    expect(rejected.body).toEqual({
      success: true,
      message: 'Friend request rejected',
      data: { user_id: a.id, status: 'none', friendship_id: null, request_id: null },
    });
    expect((await statusOf(api, a, b)).status).toBe('none');
    expect((await statusOf(api, b, a)).status).toBe('none');
    for (const [who, action] of [
      [b, 'accept'],
      [b, 'reject'],
      [a, 'cancel'],
    ] as const) {
      const reply = await act(api, who, request.id, action);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'Friend request not found.' });
    }
    expect(await friendsOf(api, a)).toEqual([]);

    // After a rejection a new request may be sent; its sender cancels it.
    const second = (await send(api, a, b)).body.data.id;
    const cancelled = await act(api, a, second, 'cancel');
    expect(cancelled.body).toEqual({
      success: true,
      message: 'Friend request cancelled',
      data: { user_id: b.id, status: 'none', friendship_id: null, request_id: null },
    });
    expect((await statusOf(api, b, a)).status).toBe('none');
    expect(await requestsOf(api, b)).toEqual({ sent: [], received: [] });
    expect((await act(api, b, second, 'accept')).status).toBe(404);
    expect((await act(api, a, 99999999, 'cancel')).body).toEqual({
      success: false,
      message: 'Friend request not found.',
    });
  });

  it('either friend can unfriend; a third member cannot', async () => {
    const [a, b, c] = await members(api, 3);
    const first = await befriend(api, a, b);
    const intruder = await api.del(`/social/friends/${first}/unfriend/`, undefined, c.token);
    expect(intruder.status).toBe(404);
    expect(intruder.body).toEqual({ success: false, message: 'Friendship not found.' });
    expect((await statusOf(api, a, b)).status).toBe('friends');
    expect(await friendsOf(api, a)).toHaveLength(1);

    const removed = await api.del(`/social/friends/${first}/unfriend/`, undefined, b.token);
    expect(removed.body).toEqual({
      success: true,
      message: 'Friend removed',
      data: { user_id: a.id, status: 'none', friendship_id: null, request_id: null },
    });
    expect((await statusOf(api, a, b)).status).toBe('none');
    expect(await friendsOf(api, a)).toEqual([]);
    expect(await friendsOf(api, b)).toEqual([]);
    expect((await api.del(`/social/friends/${first}/unfriend/`, undefined, a.token)).status).toBe(404);

    // Friends again, and this time the original sender removes the friendship.
    const second = await befriend(api, b, a);
    expect(second).not.toBe(first);
    expect((await api.del(`/social/friends/${second}/unfriend/`, undefined, b.token)).status).toBe(200);
    expect(await friendsOf(api, a)).toEqual([]);
    const third = await befriend(api, a, b);
    expect((await api.del(`/social/friends/${third}/unfriend/`, undefined, a.token)).status).toBe(200);
    expect((await statusOf(api, b, a)).status).toBe('none');
  });

  it('suggests people sharing more favourite genres first, never oneself, friends or pending requests', async () => {
    // A genre as a profile names it: id and name (the catalog's list adds its count of books).
    const genres = (await api.get('/books/genres/')).body.results
      .slice(-3)
      .map(({ id, name }: { id: number; name: string }) => ({ id, name }));
    const ids = genres.map((g: any) => g.id);
    const [me, close, some, friend, asked, askedBy] = await members(api, 6);
    for (const m of [me, close, friend, asked, askedBy])
      await api.patch('/users/profile/', { favorite_genre_ids: ids }, m.token);
    await api.patch('/users/profile/', { favorite_genre_ids: [ids[0]] }, some.token);
    await befriend(api, me, friend);
    await send(api, me, asked);
    await send(api, askedBy, me);

    const page = await api.get('/users/friend-recommendations/', me.token);
    expect(page.body).toMatchObject({ status: 'success', count: expect.any(Number), previous: null });
    expect(page.body.results.length).toBeLessThanOrEqual(12);
    expect(page.body.results.length).toBe(Math.min(12, page.body.count));
    expect(Object.keys(page.body.results[0]).sort()).toEqual([
      'first_name',
      'id',
      'is_verified',
      'last_name',
      'mutual_count',
      'mutual_favorite_genres',
      'profile_picture_url',
      'status',
      'username',
    ]);

    const all = await allSuggestions(api, me);
    const seen = all.map((s) => s.id);
    for (const excluded of [me, friend, asked, askedBy]) expect(seen).not.toContain(excluded.id);
    expect(seen).toContain(close.id);
    expect(seen.indexOf(close.id)).toBeLessThan(seen.indexOf(some.id));
    const closeEntry = all.find((s) => s.id === close.id);
    expect(closeEntry).toMatchObject({
      first_name: 'Sita',
      last_name: 'Sharma',
      username: close.username,
      is_verified: expect.any(Boolean),
      mutual_count: 3,
    });
    expect([...closeEntry.mutual_favorite_genres].sort((x: any, y: any) => x.id - y.id)).toEqual(
      [...genres].sort((x: any, y: any) => x.id - y.id),
    );
    expect(all.find((s) => s.id === some.id)).toMatchObject({
      mutual_count: 1,
      mutual_favorite_genres: [genres[0]],
    });
    // Ranked by shared genres, whoever else (seeded members, other tests) is in the list.
    const counts = all.map((s) => s.mutual_count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    for (const s of all) expect(s.mutual_favorite_genres).toHaveLength(s.mutual_count);

    // Once the request is answered, the member is suggested again.
    const requestId = (await requestsOf(api, me)).received[0].id;
    await act(api, me, requestId, 'reject');
    expect((await allSuggestions(api, me)).map((s) => s.id)).toContain(askedBy.id);
  });

  it('pages suggestions 12 at a time with next and previous links', async () => {
    const me = await createMember(api);
    const first = await api.get('/users/friend-recommendations/', me.token);
    expect(first.body.count).toBeGreaterThan(12);
    expect(first.body.results).toHaveLength(12);
    expect(first.body.next).toMatch(/\/api\/users\/friend-recommendations\/\?page=2$/);
    const second = await api.get('/users/friend-recommendations/?page=2', me.token);
    expect(second.body.previous).toMatch(/\/api\/users\/friend-recommendations\/$/);
    const firstIds = first.body.results.map((s: any) => s.id);
    for (const s of second.body.results) expect(firstIds).not.toContain(s.id);
    expect((await api.get('/users/friend-recommendations/?page=9999', me.token)).status).toBe(404);
    expect((await api.get('/users/friend-recommendations/?page=0', me.token)).status).toBe(400);
  });

  it('guests get 401 everywhere', async () => {
    const [a, b] = await members(api, 2);
    const requestId = (await send(api, a, b)).body.data.id;
    const friendshipId = await befriend(api, a, await createMember(api));
    const calls: [string, string][] = [
      ['GET', '/users/friend-recommendations/'],
      ['GET', '/social/friends/'],
      ['GET', '/social/friends/requests/'],
      ['POST', `/social/friends/${b.id}/request/`],
      ['POST', `/social/friends/requests/${requestId}/cancel/`],
      ['POST', `/social/friends/requests/${requestId}/accept/`],
      ['POST', `/social/friends/requests/${requestId}/reject/`],
      ['DELETE', `/social/friends/${friendshipId}/unfriend/`],
      ['GET', `/social/friends/${b.id}/status/`],
    ];
    for (const [method, path] of calls) {
      const reply = await api.request(method, path);
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await statusOf(api, a, b)).status).toBe('pending');
    expect(await friendsOf(api, a)).toHaveLength(1);
  });
});
