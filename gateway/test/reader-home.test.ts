/**
 * The home page's picks through the graph (issue 36 item 5): a new member's favourite authors are
 * the marked sample; after shelving, their own authors and books like their last read; the screen's
 * query costs the same REST calls whatever the member has shelved, each book's `myShelf` included.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok, type Member } from './client.js';

const HOME = `{
  readerHome {
    favouriteAuthorsAreSample
    favouriteAuthors { id name coverImage }
    lastRead { id title author { id } myShelf { shelf } }
    becauseYouRead { id title author { id } myShelf { id } }
  }
  newBooks { id myShelf { shelf } }
  featuredBooks { id myShelf { shelf } }
}`;

async function bookIds(n: number, page: number): Promise<{ id: string; author: { id: string } }[]> {
  const { data } = await ok(`{ books(page: ${page}, pageSize: 100) { items { id author { id } } } }`);
  return data.books.items.slice(0, n);
}

async function shelveAll(m: Member, ids: string[], shelf: string) {
  for (const id of ids)
    await ok(
      `mutation ($id: ID!, $shelf: Shelf!) { shelveBook(bookId: $id, shelf: $shelf) { id } }`,
      { id, shelf },
      m.token,
    );
}

const calls = (result: { restCalls: { method: string; path: string }[] }) =>
  result.restCalls.map((c) => `${c.method} ${c.path}`).sort();

describe("A member's home picks through the graph", () => {
  it('shows a new member the sample, then their own authors and books like their last read', async () => {
    const m = await newMember();
    const fresh = await ok(HOME, {}, m.token);
    expect(fresh.data.readerHome.favouriteAuthorsAreSample).toBe(true);
    expect(fresh.data.readerHome.favouriteAuthors.length).toBeGreaterThan(0);
    expect(fresh.data.readerHome.lastRead).toBeNull();
    expect(fresh.data.readerHome.becauseYouRead).toEqual([]);

    const [read] = await bookIds(1, 2);
    await shelveAll(m, [read!.id], 'READ');
    const home = (await ok(HOME, {}, m.token)).data.readerHome;
    expect(home.favouriteAuthorsAreSample).toBe(false);
    expect(home.favouriteAuthors.map((a: { id: string }) => a.id)).toEqual([read!.author.id]);
    expect(home.lastRead).toMatchObject({ id: read!.id, myShelf: { shelf: 'READ' } });
    expect(home.becauseYouRead.length).toBeGreaterThan(0);
    for (const b of home.becauseYouRead) expect(b.myShelf).toBeNull();
  });

  it('costs the same REST calls for 1 shelved book as for 12, myShelf of every list included', async () => {
    const cost = async (n: number) => {
      const m = await newMember();
      const ids = (await bookIds(n, 3)).map((b) => b.id);
      await shelveAll(m, ids, 'READ');
      return calls(await ok(HOME, {}, m.token));
    };
    const one = await cost(1);
    expect(await cost(12)).toEqual(one);
    // One batch read of the member's shelves per list the query answers (home, newest, featured).
    expect(one.filter((c) => c.includes('/reading/'))).toEqual([
      'GET /reading/home/',
      ...Array(3).fill('GET /reading/shelves/books/'),
    ]);
  });

  it('refuses a guest before any REST call', async () => {
    const result = await gql('{ readerHome { favouriteAuthorsAreSample } }');
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.restCalls).toEqual([]);
  });
});
