/**
 * Book Social's figures and reading groups through the graph (issue 36 item 4): a new member's
 * figures are zeros and move with a friend's shelving; a group is created, listed, joined, left,
 * and discussed (a spoiler reply under a post); a non-member is FORBIDDEN to post; bad input is
 * refused before REST; a page of groups or posts costs one REST call whatever its length.
 */
import { describe, expect, it } from 'vitest';
import { befriend, codeOf, gql, newMember, ok } from './client.js';

const STATS = `{ socialStats { activeFriends booksReadThisYear year commonGenres friends reviewsWritten } }`;
const GROUPS = `{ readingGroups { totalCount items { id name memberCount isMember book { id title } createdBy { id } } } }`;

describe("Book Social's figures and reading groups through the graph", () => {
  it('a new member sees zeros; a friend who shelves a book is active; one REST call', async () => {
    const me = await newMember();
    const first = await ok(STATS, {}, me.token);
    expect(first.data.socialStats).toEqual({
      activeFriends: 0,
      booksReadThisYear: 0,
      year: expect.any(Number),
      commonGenres: 0,
      friends: 0,
      reviewsWritten: 0,
    });
    expect(first.restCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /social/stats/']);
    expect(codeOf(await gql(STATS))).toBe('UNAUTHENTICATED');

    const friend = await newMember();
    await befriend(me, friend);
    const { data } = await ok(`{ books(page: 1) { items { id } } }`);
    await ok(
      `mutation ($id: ID!) { shelveBook(bookId: $id, shelf: READ) { id } }`,
      { id: data.books.items[0].id },
      friend.token,
    );
    expect((await ok(STATS, {}, me.token)).data.socialStats).toMatchObject({
      friends: 1,
      activeFriends: 1,
      booksReadThisYear: 0,
    });
    expect((await ok(STATS, {}, friend.token)).data.socialStats).toMatchObject({ booksReadThisYear: 1 });
  });

  it('creates, lists, joins, leaves and discusses a group; a non-member may not post', async () => {
    const owner = await newMember();
    const reader = await newMember();
    const { data } = await ok(`{ books(page: 1) { items { id title } } }`);
    const book = data.books.items[1];
    const created = await ok(
      `mutation ($b: ID) { createReadingGroup(name: "  Thursday readers ", description: "Slowly.", bookId: $b) { id name description memberCount isMember book { id title } } }`,
      { b: book.id },
      owner.token,
    );
    const group = created.data.createReadingGroup;
    expect(group).toMatchObject({
      name: 'Thursday readers',
      description: 'Slowly.',
      memberCount: 1,
      isMember: true,
      book,
    });

    const listed = await ok(GROUPS, {}, reader.token);
    expect(listed.data.readingGroups.items[0]).toMatchObject({ id: group.id, memberCount: 1, isMember: false });
    // The page's books and creators come with it: one REST call for the whole page.
    expect(listed.restCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /reading-groups/']);

    const post = `mutation ($g: ID!, $c: String!, $s: Boolean, $p: ID) { postInReadingGroup(groupId: $g, content: $c, containsSpoiler: $s, parentId: $p) { id parentId content containsSpoiler author { id } } }`;
    const refused = await gql(post, { g: group.id, c: 'Hello' }, reader.token);
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'Join the group to post in its discussion.',
    ]);

    const joined = await ok(
      `mutation ($id: ID!) { joinReadingGroup(id: $id) { memberCount isMember } }`,
      { id: group.id },
      reader.token,
    );
    expect(joined.data.joinReadingGroup).toEqual({ memberCount: 2, isMember: true });
    const detail = await ok(
      `query ($id: ID!) { readingGroup(id: $id) { group { id memberCount } members { user { id } joinedAt } } }`,
      { id: group.id },
      owner.token,
    );
    expect(detail.data.readingGroup.members.map((m: any) => m.user.id)).toEqual([owner.id, reader.id]);

    const opening = (await ok(post, { g: group.id, c: 'Chapter one' }, owner.token)).data.postInReadingGroup;
    const reply = (await ok(post, { g: group.id, c: 'The twist!', s: true, p: opening.id }, reader.token)).data
      .postInReadingGroup;
    expect(reply).toMatchObject({ parentId: opening.id, containsSpoiler: true, author: { id: reader.id } });
    const posts = await ok(
      `query ($g: ID!) { groupPosts(groupId: $g) { totalCount items { id content replies { id content containsSpoiler author { id username } } } } }`,
      { g: group.id },
      reader.token,
    );
    expect(posts.data.groupPosts).toEqual({
      totalCount: 1,
      items: [
        {
          id: opening.id,
          content: 'Chapter one',
          replies: [
            {
              id: reply.id,
              content: 'The twist!',
              containsSpoiler: true,
              author: { id: reader.id, username: reader.username },
            },
          ],
        },
      ],
    });
    expect(posts.restCalls).toHaveLength(1);

    const left = await ok(
      `mutation ($id: ID!) { leaveReadingGroup(id: $id) { memberCount isMember } }`,
      { id: group.id },
      reader.token,
    );
    expect(left.data.leaveReadingGroup).toEqual({ memberCount: 1, isMember: false });
    expect(
      (await ok(`{ readingGroup(id: "999999999") { group { id } } }`, {}, owner.token)).data.readingGroup,
    ).toBeNull();
  });

  it('refuses bad input before any REST call', async () => {
    const m = await newMember();
    for (const call of [
      `mutation { createReadingGroup(name: "   ") { id } }`,
      `mutation { createReadingGroup(name: "${'x'.repeat(81)}") { id } }`,
      `mutation { createReadingGroup(name: "A", bookId: "abc") { id } }`,
      `mutation { postInReadingGroup(groupId: "1", content: " ") { id } }`,
      `mutation { joinReadingGroup(id: "-1") { id } }`,
    ]) {
      const result = await gql(call, {}, m.token);
      expect([call, codeOf(result), result.restCalls]).toEqual([call, 'BAD_USER_INPUT', []]);
    }
  });
});
