/**
 * Friends' activity (issue 36, item 3) over real HTTP: a member's feed holds their friends'
 * shelvings, progress, finished books, reviews and challenge milestones, newest first; never a
 * non-friend's, never a 'private' member's (even a friend's); pages by cursor with no duplicate or
 * gap; a cursor it did not give is a 400.
 */
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, type Api, type Member, befriend } from './helpers.js';

async function shelve(api: Api, m: Member, bookId: number, shelf: string) {
  const res = await api.post('/reading/shelves/', { book_id: bookId, shelf }, m.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function feed(api: Api, viewer: Member, query = '') {
  const res = await api.get(`/social/activity/${query}`, viewer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { results: any[]; next_cursor: string | null };
}

async function bookIds(api: Api, n: number): Promise<number[]> {
  const reply = await api.get('/books/?ordering=title&page_size=100');
  return reply.body.results.books.slice(0, n).map((b: { id: number }) => b.id);
}

describeEachTarget("Friends' activity", (api) => {
  it("shows a friend's shelving, progress, finish, review and milestone, newest first", async () => {
    const [reader, friend] = await Promise.all([createMember(api), createMember(api)]);
    await befriend(api, reader, friend);
    const [bookId] = await bookIds(api, 1);
    const year = new Date().getFullYear();
    expect((await api.put('/reading/challenge/', { calendar: 'ad', year, goal: 2 }, friend.token)).status).toBe(200);

    const entry = await shelve(api, friend, bookId!, 'currently_reading');
    const progress = await api.post(`/reading/shelves/${entry.id}/progress/`, { percent: 50 }, friend.token);
    expect(progress.status).toBe(200);
    await shelve(api, friend, bookId!, 'read');
    const review = {
      rating: '4',
      title: 'Worth it',
      content: 'The ending surprised me.',
      contains_spoiler: true,
    };
    expect((await api.post(`/books/${bookId}/review/`, review, friend.token)).status).toBeLessThan(300);

    const { results, next_cursor } = await feed(api, reader);
    expect(next_cursor).toBeNull();
    expect(results.map((a) => a.kind)).toEqual(['reviewed', 'challenge_milestone', 'finished', 'progress', 'shelved']);
    expect(results.every((a) => a.user.id === friend.id)).toBe(true);
    expect(results[0]).toMatchObject({
      book: { id: bookId },
      review: { rating: 4, title: 'Worth it', contains_spoiler: true },
    });
    expect(results[1]).toMatchObject({
      book: null,
      percent: 50,
      challenge: { calendar: 'ad', year, goal: 2, done: 1 },
    });
    expect(results[3]).toMatchObject({ percent: 50, book: { id: bookId } });
    expect(results[4]).toMatchObject({ shelf: 'currently_reading', book: { id: bookId } });

    // The friend's own feed does not hold their own doings.
    expect((await feed(api, friend)).results).toEqual([]);
  });

  it("never shows a non-friend's activity, nor a private member's, even to a friend", async () => {
    const [viewer, publicStranger, privateStranger, privateFriend, friendsOnlyFriend] = (await Promise.all(
      Array.from({ length: 5 }, () => createMember(api)),
    )) as [Member, Member, Member, Member, Member];
    await befriend(api, viewer, privateFriend);
    await befriend(api, viewer, friendsOnlyFriend);
    await api.patch('/users/settings/', { privacy: 'private' }, privateStranger.token);
    await api.patch('/users/settings/', { privacy: 'private' }, privateFriend.token);
    await api.patch('/users/settings/', { privacy: 'friends' }, friendsOnlyFriend.token);
    const [bookId] = await bookIds(api, 1);
    // Each shelving's answer says which friends' feeds its activity goes to, live.
    const live = new Map<Member, { activities: unknown[]; audience: number[] }>();
    for (const m of [publicStranger, privateStranger, privateFriend, friendsOnlyFriend]) {
      const res = await api.post('/reading/shelves/', { book_id: bookId, shelf: 'want_to_read' }, m.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      live.set(m, res.body.live);
    }

    const seen = (await feed(api, viewer)).results.map((a) => a.user.id);
    expect(seen).toEqual([friendsOnlyFriend.id]);
    // A stranger with no friends sees nothing of anyone, public or not.
    expect((await feed(api, publicStranger)).results).toEqual([]);

    // Going private hides what was already shared; going public again shows it.
    await api.patch('/users/settings/', { privacy: 'private' }, friendsOnlyFriend.token);
    expect((await feed(api, viewer)).results).toEqual([]);
    await api.patch('/users/settings/', { privacy: 'public' }, friendsOnlyFriend.token);
    expect((await feed(api, viewer)).results.map((a) => a.user.id)).toEqual([friendsOnlyFriend.id]);

    // Nor does the live path tell anyone of a private member's doings, or a stranger's.
    expect(live.get(privateFriend)).toEqual({ activities: [], audience: [] });
    expect(live.get(publicStranger)!.audience).toEqual([]);
    expect(live.get(friendsOnlyFriend)!.audience).toEqual([viewer.id]);
    expect(live.get(friendsOnlyFriend)!.activities).toHaveLength(1);
  });

  it('pages by cursor with no duplicate and no gap, writes made at once included', async () => {
    const viewer = await createMember(api);
    const friends = await Promise.all(Array.from({ length: 3 }, () => createMember(api)));
    for (const f of friends) await befriend(api, viewer, f);
    const ids = await bookIds(api, 4);
    // Several friends shelving at once: rows that may share a time.
    await Promise.all(
      friends.map(async (f) => {
        for (const id of ids) await shelve(api, f, id, 'want_to_read');
      }),
    );

    const whole = (await feed(api, viewer, '?first=50')).results.map((a) => a.id);
    expect(whole).toHaveLength(12);
    const paged: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: { results: any[]; next_cursor: string | null } = await feed(
        api,
        viewer,
        `?first=5${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      paged.push(...page.results.map((a) => a.id));
      after = page.next_cursor;
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(paged).toEqual(whole);
    const times = (await feed(api, viewer, '?first=50')).results.map((a) => Date.parse(a.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers a cursor it did not give, or a bad page size, with a 400', async () => {
    const viewer = await createMember(api);
    for (const bad of ['not-a-cursor!', 'aGVsbG8', Buffer.from('2025-01-01T00:00:00.000Z|-3').toString('base64url')]) {
      const res = await api.get(`/social/activity/?after=${encodeURIComponent(bad)}`, viewer.token);
      expect(res.status).toBe(400);
      expect(res.body.detail ?? res.body.message ?? JSON.stringify(res.body)).toMatch(/cursor|after/);
    }
    expect((await api.get('/social/activity/?first=0', viewer.token)).status).toBe(400);
    expect((await api.get('/social/activity/')).status).toBe(401);
  });
});
