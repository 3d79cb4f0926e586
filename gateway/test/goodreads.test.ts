/**
 * Goodreads import and export through the graph (issue 36, item 6): staff give a book its ISBN-13;
 * a member imports an export (matched by ISBN-13 and by title and author), matches and skips the
 * rows that found no book, imports the same file again to no change, and exports a CSV that
 * imports onto another member's shelves the same way. Each operation is one REST call.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok } from './client.js';

const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
const quoted = (v: string) => `"${v.replace(/"/g, '""')}"`;
/** One row in Goodreads' layout: what the importer reads, the rest as Goodreads leaves it. */
const row = (r: {
  id: string;
  title: string;
  author: string;
  isbn13?: string;
  rating?: number;
  shelf: string;
  read?: string;
  review?: string;
}) =>
  [
    r.id,
    quoted(r.title),
    quoted(r.author),
    quoted(r.author),
    '',
    '=""',
    `="${r.isbn13 ?? ''}"`,
    r.rating ?? 0,
    '4.01',
    '',
    'Paperback',
    '200',
    '2001',
    '',
    r.read ?? '',
    '2024/01/05',
    '',
    '',
    r.shelf,
    quoted(r.review ?? ''),
    '',
    '',
    r.shelf === 'read' ? 1 : 0,
    0,
  ].join(',');

const IMPORT = `mutation ($csv: String!) { importGoodreads(csv: $csv) {
  rows matched shelved { shelf count } reviewsAdded alreadyThere unmatched skipped } }`;
const UNMATCHED = '{ goodreadsUnmatched { totalCount items { id title author shelf rating dateRead } } }';
const COUNTS = '{ myShelves { shelfCounts { shelf count } } }';

/** A valid ISBN-13 in Nepal's group for a test book. */
function isbnFor(bookId: string): string {
  const first12 = `9789937${bookId.padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

describe('Goodreads import and export through the graph', () => {
  it('imports, lists the unmatched to match or skip, adds nothing twice, and exports a CSV that imports the same', async () => {
    const { data } = await ok('{ books(page: 4, pageSize: 4) { items { id title author { name } } } }');
    const [a, b, c, d] = data.books.items;
    const staff = (await ok(`mutation { login(email: "staff@pustak.np", password: "pustak123") { token } }`)).data.login
      .token;
    const isbn = isbnFor(c.id);
    const edited = await ok(
      `mutation ($id: ID!, $isbn: String) { staffUpdateBook(id: $id, input: { isbn13: $isbn }) { id isbn13 } }`,
      { id: c.id, isbn: `${isbn.slice(0, 3)}-${isbn.slice(3)}` },
      staff,
    );
    expect(edited.data.staffUpdateBook).toEqual({ id: c.id, isbn13: isbn });
    expect((await ok(`{ book(id: "${c.id}") { isbn13 } }`)).data.book.isbn13).toBe(isbn);

    const csv = [
      HEADER,
      row({
        id: '1',
        title: a.title,
        author: a.author.name,
        shelf: 'read',
        rating: 4,
        read: '2025/02/03',
        review: 'Good<br/>very',
      }),
      row({ id: '2', title: b.title, author: b.author.name, shelf: 'to-read' }),
      row({ id: '3', title: 'Another Edition Entirely', author: 'Somebody', isbn13: isbn, shelf: 'currently-reading' }),
      row({ id: '4', title: 'Not In This Store', author: 'Nobody', shelf: 'read', rating: 2 }),
      row({ id: '5', title: 'Nor This One', author: 'Nobody', shelf: 'dnf' }),
    ].join('\n');
    const m = await newMember();
    const first = await ok(IMPORT, { csv }, m.token);
    expect(first.restCalls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /reading/import/goodreads/']);
    expect(first.data.importGoodreads).toEqual({
      rows: 5,
      matched: 3,
      shelved: [
        { shelf: 'WANT_TO_READ', count: 1 },
        { shelf: 'CURRENTLY_READING', count: 1 },
        { shelf: 'READ', count: 1 },
        { shelf: 'DID_NOT_FINISH', count: 0 },
      ],
      reviewsAdded: 1,
      alreadyThere: 0,
      unmatched: 2,
      skipped: 0,
    });
    const unmatched = (await ok(UNMATCHED, {}, m.token)).data.goodreadsUnmatched;
    expect(unmatched.totalCount).toBe(2);
    expect(unmatched.items[0]).toMatchObject({
      title: 'Not In This Store',
      author: 'Nobody',
      shelf: 'READ',
      rating: 2,
    });
    expect(unmatched.items[1]).toMatchObject({ title: 'Nor This One', shelf: 'DID_NOT_FINISH', dateRead: null });

    const matched = await ok(
      `mutation ($id: ID!, $book: ID!) { matchGoodreadsRow(id: $id, bookId: $book) { matched reviewsAdded } }`,
      { id: unmatched.items[0].id, book: d.id },
      m.token,
    );
    expect(matched.data.matchGoodreadsRow).toEqual({ matched: 1, reviewsAdded: 1 });
    expect(
      (await ok(`mutation ($id: ID!) { skipGoodreadsRow(id: $id) }`, { id: unmatched.items[1].id }, m.token)).data,
    ).toEqual({ skipGoodreadsRow: unmatched.items[1].id });
    expect((await ok(UNMATCHED, {}, m.token)).data.goodreadsUnmatched.totalCount).toBe(0);

    const again = (await ok(IMPORT, { csv }, m.token)).data.importGoodreads;
    expect(again).toMatchObject({ matched: 4, reviewsAdded: 0, alreadyThere: 4, unmatched: 0, skipped: 1 });
    const counts = (await ok(COUNTS, {}, m.token)).data.myShelves.shelfCounts;
    expect(counts).toEqual([
      { shelf: 'WANT_TO_READ', count: 1 },
      { shelf: 'CURRENTLY_READING', count: 1 },
      { shelf: 'READ', count: 2 },
      { shelf: 'DID_NOT_FINISH', count: 0 },
    ]);

    const exported = await ok('{ goodreadsExport }', {}, m.token);
    expect(exported.restCalls).toHaveLength(1);
    const other = await newMember();
    const reimported = (await ok(IMPORT, { csv: exported.data.goodreadsExport }, other.token)).data.importGoodreads;
    expect(reimported).toMatchObject({ rows: 4, matched: 4, unmatched: 0, reviewsAdded: 2 });
    expect((await ok(COUNTS, {}, other.token)).data.myShelves.shelfCounts).toEqual(counts);
  });

  it('refuses a file that is not a Goodreads CSV as BAD_USER_INPUT, and a guest as UNAUTHENTICATED', async () => {
    const m = await newMember();
    const refused = await gql(IMPORT, { csv: 'name,price\nA book,100' }, m.token);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'This is not a Goodreads export: it has no Title, Author, Exclusive Shelf columns.',
    );
    expect(codeOf(await gql(IMPORT, { csv: HEADER }))).toBe('UNAUTHENTICATED');
  });
});
