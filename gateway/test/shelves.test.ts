/**
 * Shelves and the reading challenge through the graph (issue 36): a member shelves books, records
 * progress, finishes one and gives up on another, sees the counts, each book's `myShelf` and their
 * challenge; a list of shelved books costs the same REST calls whatever its length.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok, type Member } from './client.js';

/** Printed books (eBooks and audiobooks left out), from a catalog page. */
async function printedBookIds(n: number, page = 1): Promise<string[]> {
  const { data } = await ok(`{ books(page: ${page}, pageSize: 100) { items { id format pages } } }`);
  const ids = data.books.items
    .filter((b: { format: string; pages: number | null }) => !['eBook', 'Audiobook'].includes(b.format) && b.pages)
    .map((b: { id: string }) => b.id);
  if (ids.length < n) throw new Error(`only ${ids.length} printed books on page ${page}`);
  return ids.slice(0, n);
}

const SHELVE = `mutation ($id: ID!, $shelf: Shelf!) { shelveBook(bookId: $id, shelf: $shelf) { id shelf book { id myShelf { id shelf } } } }`;

async function shelveAll(m: Member, ids: string[], shelf: string) {
  for (const id of ids) await ok(SHELVE, { id, shelf }, m.token);
}

const SHELVES = `{
  myShelves { totalCount shelfCounts { shelf count } items { id shelf progressPercent currentReading { progress { percent } }
    book { id title isFavorite inWishlist myShelf { shelf } myReview { id } } } }
  books(page: 1, pageSize: 30) { items { id myShelf { shelf progressPercent } } }
}`;

describe('Shelves through the graph', () => {
  it('shelves, records progress, finishes and gives up, with counts, myShelf and the profile', async () => {
    const m = await newMember();
    const [a, b, c] = await printedBookIds(3, 2);
    const shelved = await ok(SHELVE, { id: a, shelf: 'CURRENTLY_READING' }, m.token);
    const entryA = shelved.data.shelveBook;
    expect(entryA).toMatchObject({
      shelf: 'CURRENTLY_READING',
      book: { id: a, myShelf: { id: entryA.id, shelf: 'CURRENTLY_READING' } },
    });
    // The write's own answer gives the book's shelf, and its activity for friends' feeds: no further call.
    expect(shelved.restCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /reading/shelves/']);

    const progress = await ok(
      `mutation ($id: ID!) { updateReadingProgress(id: $id, percent: 40) { progressPercent currentReading { state progress { percent } } } }`,
      { id: entryA.id },
      m.token,
    );
    expect(progress.data.updateReadingProgress).toEqual({
      progressPercent: 40,
      currentReading: { state: 'READING', progress: [{ percent: 40 }] },
    });
    const me = await ok('{ me { currentlyReading { id } } }', {}, m.token);
    expect(me.data.me.currentlyReading).toEqual({ id: a });

    const entryB = (await ok(SHELVE, { id: b, shelf: 'CURRENTLY_READING' }, m.token)).data.shelveBook;
    await ok(SHELVE, { id: c, shelf: 'WANT_TO_READ' }, m.token);
    const finished = await ok(
      `mutation ($id: ID!) { finishReading(id: $id) { shelf readings { state finishedOn } } }`,
      { id: entryA.id },
      m.token,
    );
    expect(finished.data.finishReading.shelf).toBe('READ');
    expect(finished.data.finishReading.readings[0].state).toBe('READ');
    const dnf = await ok(`mutation ($id: ID!) { markDidNotFinish(id: $id) { shelf } }`, { id: entryB.id }, m.token);
    expect(dnf.data.markDidNotFinish.shelf).toBe('DID_NOT_FINISH');

    const page = await ok(
      `{ myShelves(shelf: READ) { totalCount shelfCounts { shelf count } items { book { id } } } }`,
      {},
      m.token,
    );
    expect(page.data.myShelves.totalCount).toBe(1);
    expect(page.data.myShelves.items).toEqual([{ book: { id: a } }]);
    expect(page.data.myShelves.shelfCounts).toEqual([
      { shelf: 'WANT_TO_READ', count: 1 },
      { shelf: 'CURRENTLY_READING', count: 0 },
      { shelf: 'READ', count: 1 },
      { shelf: 'DID_NOT_FINISH', count: 1 },
    ]);

    const removed = await ok(
      `mutation ($id: ID!) { removeShelfEntry(id: $id) { id myShelf { id } } }`,
      { id: entryB.id },
      m.token,
    );
    expect(removed.data.removeShelfEntry).toEqual({ id: b, myShelf: null });
  });

  it('refuses bad input and another member’s entries with clear errors', async () => {
    const m = await newMember();
    const other = await newMember();
    const [a] = await printedBookIds(1, 3);
    const entry = (await ok(SHELVE, { id: a, shelf: 'CURRENTLY_READING' }, m.token)).data.shelveBook;
    const theirs = await gql(`mutation ($id: ID!) { finishReading(id: $id) { id } }`, { id: entry.id }, other.token);
    expect([codeOf(theirs), theirs.errors![0]!.message]).toEqual(['NOT_FOUND', 'Shelf entry not found.']);
    const both = await gql(
      `mutation ($id: ID!) { updateReadingProgress(id: $id, pages: 2, percent: 3) { id } }`,
      { id: entry.id },
      m.token,
    );
    expect([codeOf(both), both.errors![0]!.message, both.restCalls]).toEqual([
      'BAD_USER_INPUT',
      'Give either pages or percent',
      [],
    ]);
    const future = await gql(
      `mutation ($id: ID!) { finishReading(id: $id, finishedOn: "2999-01-01") { id } }`,
      { id: entry.id },
      m.token,
    );
    expect([codeOf(future), future.errors![0]!.message]).toEqual([
      'BAD_USER_INPUT',
      'finished_on cannot be in the future',
    ]);
  });

  it('sets a goal and counts books finished in a Bikram Sambat year (31 Chaitra counts, 1 Baisakh is the next)', async () => {
    const m = await newMember();
    expect((await ok('{ readingChallenge { goal } }', {}, m.token)).data.readingChallenge).toBeNull();
    const [a, b] = await printedBookIds(2, 4);
    const log = `mutation ($id: ID!, $on: Date!) { shelveBook(bookId: $id, shelf: READ, finishedOn: $on) { id } }`;
    await ok(log, { id: a, on: '2025-04-13' }, m.token);
    await ok(log, { id: b, on: '2025-04-14' }, m.token);
    const set = await ok(
      `mutation { setReadingGoal(calendar: BS, year: 2081, goal: 3) { calendar year goal done toGo percent daysLeft firstDay lastDay } }`,
      {},
      m.token,
    );
    expect(set.data.setReadingGoal).toEqual({
      calendar: 'BS',
      year: 2081,
      goal: 3,
      done: 1,
      toGo: 2,
      percent: 33,
      daysLeft: 0,
      firstDay: '2024-04-13',
      lastDay: '2025-04-13',
    });
    const ad = await ok(`mutation { setReadingGoal(calendar: AD, year: 2025, goal: 2) { done percent } }`, {}, m.token);
    expect(ad.data.setReadingGoal).toEqual({ done: 2, percent: 100 });
    expect(
      (await ok('{ readingChallenge(calendar: BS, year: 2082) { goal } }', {}, m.token)).data.readingChallenge,
    ).toBeNull();
    expect(
      (await ok('mutation { removeReadingGoal(calendar: AD, year: 2025) }', {}, m.token)).data.removeReadingGoal,
    ).toBe(true);
    expect(
      (await ok('{ readingChallenge(calendar: AD, year: 2025) { goal } }', {}, m.token)).data.readingChallenge,
    ).toBeNull();
  });

  it('reads shelves and every book’s myShelf in the same REST calls for 2 books as for 12', async () => {
    const calls = async (n: number) => {
      const m = await newMember();
      const ids = await printedBookIds(n, 5);
      await shelveAll(m, ids, 'CURRENTLY_READING');
      const result = await ok(SHELVES, {}, m.token);
      expect(result.data.myShelves.items).toHaveLength(n);
      for (const item of result.data.myShelves.items) expect(item.book.myShelf.shelf).toBe('CURRENTLY_READING');
      const shelvedOnPage = result.data.books.items.filter((b: { myShelf: unknown }) => b.myShelf !== null);
      expect(shelvedOnPage.length).toBeLessThanOrEqual(n);
      return result.restCalls.map((c) => `${c.method} ${c.path}`).sort();
    };
    const few = await calls(2);
    const many = await calls(12);
    expect(many).toEqual(few);
    expect(many.filter((c) => c.startsWith('GET /reading/'))).toEqual([
      'GET /reading/shelves/',
      'GET /reading/shelves/books/',
    ]);
  });
});
