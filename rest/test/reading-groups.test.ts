/**
 * Book Social computed, not sampled (issue 36 item 4), over real HTTP: a member's figures (zeros
 * for a new member; they move when a friend shelves a book, the member finishes one, and they
 * share a favourite genre) and the reading groups' rules: create, list, join twice, leave, members,
 * posts and replies with a spoiler flag, non-members refused, staff hide a post (others then get
 * 404 for it), non-staff refused, bad input 400.
 */
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, uniqueName, type Api, type Member, befriend } from './helpers.js';

const stats = async (api: Api, m: Member) => {
  const reply = await api.get('/social/stats/', m.token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

async function staffToken(api: Api): Promise<string> {
  const reply = await api.post('/users/login/', { email: 'staff@pustak.np', password: 'pustak123' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.tokens.access;
}

async function newGroup(api: Api, m: Member, body: Record<string, unknown> = {}) {
  const reply = await api.post(
    '/reading-groups/',
    { name: uniqueName('Group'), description: 'We read.', ...body },
    m.token,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data;
}

async function post(api: Api, m: Member, groupId: number, body: Record<string, unknown>) {
  return api.post(`/reading-groups/${groupId}/posts/`, body, m.token);
}

describeEachTarget("Book Social's figures and reading groups", (api) => {
  it('a new member has zeros; a friend shelving, a finished book and a shared genre move them', async () => {
    const me = await createMember(api);
    const year = new Date().getUTCFullYear();
    expect(await stats(api, me)).toEqual({
      active_friends: 0,
      books_read_this_year: 0,
      year: expect.any(Number),
      common_genres: 0,
      friends: 0,
      reviews_written: 0,
    });
    expect([year, year + 1]).toContain((await stats(api, me)).year);

    const friend = await createMember(api);
    await befriend(api, me, friend);
    // A friend who has done nothing yet is a friend, not an active one.
    expect(await stats(api, me)).toMatchObject({ friends: 1, active_friends: 0 });

    const books = (await api.get('/books/?ordering=title&page_size=3')).body.results.books;
    expect(
      (await api.post('/reading/shelves/', { book_id: books[0].id, shelf: 'want_to_read' }, friend.token)).status,
    ).toBe(200);
    expect(await stats(api, me)).toMatchObject({ friends: 1, active_friends: 1, books_read_this_year: 0 });

    expect((await api.post('/reading/shelves/', { book_id: books[1].id, shelf: 'read' }, me.token)).status).toBe(200);
    // Finished last year: not this year's.
    const lastYear = `${(await stats(api, me)).year - 1}-06-01`;
    await api.post('/reading/shelves/', { book_id: books[2].id, shelf: 'read', finished_on: lastYear }, me.token);
    expect(await stats(api, me)).toMatchObject({ books_read_this_year: 1 });
    // The friend's figures count their own reading, not their friend's.
    expect(await stats(api, friend)).toMatchObject({ books_read_this_year: 0, active_friends: 1 });

    const genres = (await api.get('/books/genres/')).body.results as { id: number }[];
    await api.patch('/users/profile/', { favorite_genre_ids: [genres[0]!.id, genres[1]!.id] }, me.token);
    await api.patch('/users/profile/', { favorite_genre_ids: [genres[1]!.id, genres[2]!.id] }, friend.token);
    expect(await stats(api, me)).toMatchObject({ common_genres: 1 });
    expect((await api.get('/social/stats/')).status).toBe(401);
  });

  it('creates, lists, joins (twice changes nothing), lists members and leaves a group', async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const [book] = (await api.get('/books/?ordering=title&page_size=1')).body.results.books;
    const group = await newGroup(api, owner, { book_id: book.id, description: '  Two chapters a week.  ' });
    expect(group).toMatchObject({
      description: 'Two chapters a week.',
      book: { id: book.id, title: book.title },
      created_by: { id: owner.id },
      member_count: 1,
      is_member: true,
    });
    const listed = (await api.get('/reading-groups/', other.token)).body;
    expect(listed.results[0]).toMatchObject({ id: group.id, member_count: 1, is_member: false });

    const joined = await api.post(`/reading-groups/${group.id}/join/`, undefined, other.token);
    expect(joined.body).toMatchObject({ message: 'You joined the group', data: { member_count: 2, is_member: true } });
    const again = await api.post(`/reading-groups/${group.id}/join/`, undefined, other.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'You are already a member of this group', data: { member_count: 2 } });

    const detail = (await api.get(`/reading-groups/${group.id}/`, owner.token)).body.data;
    expect(detail.members.map((m: any) => m.user.id)).toEqual([owner.id, other.id]);

    const left = await api.post(`/reading-groups/${group.id}/leave/`, undefined, other.token);
    expect(left.body).toMatchObject({ message: 'You left the group', data: { member_count: 1, is_member: false } });
    const leftAgain = await api.post(`/reading-groups/${group.id}/leave/`, undefined, other.token);
    expect(leftAgain.body).toMatchObject({ message: 'You are not a member of this group', data: { member_count: 1 } });
    expect((await api.get(`/reading-groups/${group.id}/`, owner.token)).body.data.members).toHaveLength(1);

    expect((await api.post('/reading-groups/999999999/join/', undefined, other.token)).status).toBe(404);
    expect((await api.get('/reading-groups/999999999/', other.token)).status).toBe(404);
    expect((await api.get('/reading-groups/')).status).toBe(401);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const m = await createMember(api);
    const refuse = async (body: unknown, field: string) => {
      const reply = await api.post('/reading-groups/', body, m.token);
      expect([reply.status, reply.body.success]).toEqual([400, false]);
      expect(reply.body.message).toContain(field);
    };
    await refuse({ description: 'x' }, 'name');
    await refuse({ name: '   ' }, 'name');
    await refuse({ name: 'x'.repeat(81) }, 'name');
    await refuse({ name: 'A group', book_id: 'one' }, 'book_id');
    await refuse({ name: 'A group', book_id: 999999999 }, 'book_id');
    await refuse({ name: 'A group', extra: 1 }, 'extra');
    const group = await newGroup(api, m);
    for (const body of [
      {},
      { content: '  ' },
      { content: 'Hi', contains_spoiler: 'yes' },
      { content: 'Hi', parent_id: -1 },
    ]) {
      const reply = await post(api, m, group.id, body);
      expect([reply.status, reply.body.success], JSON.stringify(body)).toEqual([400, false]);
    }
    expect((await api.get('/reading-groups/abc/', m.token)).status).toBe(400);
  });

  it('members post and reply with a spoiler flag; a non-member cannot post; a reply answers a post', async () => {
    const owner = await createMember(api);
    const reader = await createMember(api);
    const group = await newGroup(api, owner);

    const refused = await post(api, reader, group.id, { content: 'May I?' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: 'Join the group to post in its discussion.' });

    const first = await post(api, owner, group.id, { content: 'Chapter one thoughts' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      content: 'Chapter one thoughts',
      contains_spoiler: false,
      hidden: false,
      parent_id: null,
      author: { id: owner.id },
      replies: [],
    });
    await api.post(`/reading-groups/${group.id}/join/`, undefined, reader.token);
    const reply = await post(api, reader, group.id, {
      content: 'The ending twist!',
      contains_spoiler: true,
      parent_id: first.body.data.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ parent_id: first.body.data.id, contains_spoiler: true });
    const replyToReply = await post(api, owner, group.id, { content: 'Yes', parent_id: reply.body.data.id });
    expect(replyToReply.status).toBe(400);
    expect((await post(api, owner, group.id, { content: 'Yes', parent_id: 999999999 })).status).toBe(404);
    // A post of another group is not a parent here.
    const elsewhere = await newGroup(api, owner);
    expect((await post(api, owner, elsewhere.id, { content: 'x', parent_id: first.body.data.id })).status).toBe(404);
    const second = await post(api, owner, group.id, { content: 'Chapter two' });

    const discussion = (await api.get(`/reading-groups/${group.id}/posts/`, reader.token)).body;
    expect(discussion.count).toBe(2);
    expect(discussion.results.map((p: any) => p.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(discussion.results[1].replies).toEqual([
      expect.objectContaining({ id: reply.body.data.id, content: 'The ending twist!', contains_spoiler: true }),
    ]);
  });

  it('staff hide a post: gone for others (404 to reply), kept for its author and staff; members cannot hide', async () => {
    const owner = await createMember(api);
    const writer = await createMember(api);
    const group = await newGroup(api, owner);
    await api.post(`/reading-groups/${group.id}/join/`, undefined, writer.token);
    const bad = (await post(api, writer, group.id, { content: 'Rude words' })).body.data;

    const member = await api.put(`/staff/group-posts/${bad.id}/hidden/`, { hidden: true }, owner.token);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ success: false, message: 'Only Pustak staff can do this.' });

    const staff = await staffToken(api);
    const hidden = await api.put(`/staff/group-posts/${bad.id}/hidden/`, { hidden: true }, staff);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ message: 'Post hidden', data: { id: bad.id, hidden: true } });
    expect((await api.put(`/staff/group-posts/${bad.id}/hidden/`, { hidden: 'yes' }, staff)).status).toBe(400);
    expect((await api.put('/staff/group-posts/999999999/hidden/', { hidden: true }, staff)).status).toBe(404);

    const seenBy = async (token: string) =>
      (await api.get(`/reading-groups/${group.id}/posts/`, token)).body.results.map((p: any) => [p.id, p.hidden]);
    expect(await seenBy(owner.token)).toEqual([]);
    expect(await seenBy(writer.token)).toEqual([[bad.id, true]]);
    expect(await seenBy(staff)).toEqual([[bad.id, true]]);
    expect((await post(api, owner, group.id, { content: 'Reply', parent_id: bad.id })).status).toBe(404);

    const shown = await api.put(`/staff/group-posts/${bad.id}/hidden/`, { hidden: false }, staff);
    expect(shown.body).toMatchObject({ message: 'Post shown again', data: { hidden: false } });
    expect(await seenBy(owner.token)).toEqual([[bad.id, false]]);
  });
});
