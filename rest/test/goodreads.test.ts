/**
 * Bringing a reading history from Goodreads and taking it away (issue 36, item 6) over real HTTP:
 * staff give a book its ISBN-13; a 1,000-row export (goodreadsFixture.ts) matches the books the
 * store has by ISBN-13 and by title and author in either script, lists the rest to match or skip,
 * adds nothing when imported again, and the member's export opens in the same importer to the
 * same shelves. A file that is not a Goodreads CSV is refused and changes nothing.
 */
import { expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createMember, describeEachTarget, type Api, type Member } from './helpers.js';
import { goodreadsFixture, testIsbn, unambiguous, wholeCatalog, type FixtureRow } from './goodreadsFixture.js';

async function staffToken(api: Api): Promise<string> {
  const reply = await api.post('/users/login/', { email: 'staff@pustak.np', password: 'pustak123' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.tokens.access;
}

const importCsv = (api: Api, m: Member, csv: string) => api.post('/reading/import/goodreads/', { csv }, m.token);
const shelfCounts = async (api: Api, m: Member) => (await api.get('/reading/shelves/', m.token)).body.counts;
const exported = async (api: Api, m: Member) => {
  const reply = await api.get('/reading/export/goodreads/', m.token);
  expect(reply.status).toBe(200);
  expect(reply.body.filename).toBe('pustak-goodreads.csv');
  return reply.body.data as string;
};
/** An export's rows without the Date Added each import stamps anew, in one order. */
const comparable = (csv: string) =>
  (parse(csv, { columns: true }) as Record<string, string>[])
    .map((r) => JSON.stringify({ ...r, 'Date Added': undefined }))
    .sort();

const count = (rows: FixtureRow[], test: (r: FixtureRow) => boolean) => rows.filter(test).length;

describeEachTarget('Goodreads import and export', (api) => {
  it('lets staff give a book an ISBN-13, checked, stored as its digits, one book per ISBN', async () => {
    const staff = await staffToken(api);
    const [a, b] = (await api.get('/books/?ordering=-title&page_size=2')).body.results.books;
    const isbn = testIsbn(a.id);
    const typed = `${isbn.slice(0, 3)}-${isbn.slice(3, 7)} ${isbn.slice(7, 12)}-${isbn.slice(12)}`;
    const wrongCheck = `${isbn.slice(0, 12)}${(Number(isbn[12]) + 1) % 10}`;
    const refused = await api.put(`/staff/books/${a.id}/`, { isbn13: wrongCheck }, staff);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('isbn13 must be an ISBN-13: 13 digits with a correct check digit');
    expect((await api.put(`/staff/books/${a.id}/`, { isbn13: '12345' }, staff)).status).toBe(400);

    const saved = await api.put(`/staff/books/${a.id}/`, { isbn13: typed }, staff);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.isbn13).toBe(isbn);
    expect((await api.get(`/books/${a.id}/`)).body.book.isbn13).toBe(isbn);
    const taken = await api.put(`/staff/books/${b.id}/`, { isbn13: isbn }, staff);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(`isbn13 ${isbn} is already book ${a.id}'s`);

    const member = await createMember(api);
    expect((await api.put(`/staff/books/${a.id}/`, { isbn13: null }, member.token)).status).toBe(403);
  });

  it('imports 1,000 rows, matching by ISBN-13 and by title and author in either script; a second import adds nothing; the export re-imports to the same shelves', async () => {
    const staff = await staffToken(api);
    const books = unambiguous(await wholeCatalog(api)).slice(0, 700);
    const byIsbn = new Set(books.filter((_, i) => i % 35 === 1).map((b) => b.id));
    for (const id of byIsbn) {
      const set = await api.put(`/staff/books/${id}/`, { isbn13: testIsbn(id) }, staff);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    const fixture = goodreadsFixture(books, byIsbn, 300);
    expect(fixture.rows).toHaveLength(1000);
    const found = fixture.rows.filter((r) => r.bookId !== null);
    const expected = {
      rows: 1000,
      matched: 700,
      shelved: {
        read: count(found, (r) => r.shelf === 'read'),
        currently_reading: count(found, (r) => r.shelf === 'currently-reading'),
        want_to_read: count(found, (r) => r.shelf === 'to-read'),
        did_not_finish: count(found, (r) => r.shelf === 'did-not-finish'),
      },
      reviews_added: count(found, (r) => r.rating > 0),
      already_there: 0,
      unmatched: 300,
      skipped: 0,
    };

    const m = await createMember(api);
    const started = performance.now();
    const first = await importCsv(api, m, fixture.csv);
    // Measured, not asserted (timings belong in bench/): the report quotes it.
    console.warn(`Goodreads import of 1,000 rows [${api.target.name}]: ${Math.round(performance.now() - started)} ms`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual(expected);
    expect(await shelfCounts(api, m)).toEqual(expected.shelved);

    // A finished book keeps the day Goodreads says it was read; a rating with a spoiler review is a review.
    const readRow = found.find((r) => r.shelf === 'read')!;
    const [entry] = (await api.get(`/reading/shelves/books/?id=${readRow.bookId}`, m.token)).body.results;
    expect(entry).toMatchObject({
      shelf: 'read',
      readings: [{ state: 'read', finished_on: readRow.dateRead.replace(/\//g, '-') }],
    });
    const reviewed = found.find((r) => r.spoiler)!;
    const review = (await api.get(`/books/${reviewed.bookId}/reviews/`)).body.results.find(
      (r: any) => r.user.id === m.id,
    );
    expect(review).toMatchObject({ rating: String(reviewed.rating), contains_spoiler: true });
    expect(review.content).toBe(reviewed.review.replace('<br/>', '\n'));

    const unmatched = await api.get('/reading/import/unmatched/', m.token);
    expect(unmatched.body.count).toBe(300);
    expect(unmatched.body.results[0]).toMatchObject({ title: 'A Book Pustak Lacks 0', author: 'Writer Nobody 0' });

    const again = await importCsv(api, m, fixture.csv);
    expect(again.body.data).toEqual({
      ...expected,
      shelved: { read: 0, currently_reading: 0, want_to_read: 0, did_not_finish: 0 },
      reviews_added: 0,
      already_there: 700,
    });
    expect(await shelfCounts(api, m)).toEqual(expected.shelved);
    expect((await api.get('/reading/import/unmatched/', m.token)).body.count).toBe(300);

    const csv = await exported(api, m);
    const other = await createMember(api);
    const reimported = await importCsv(api, other, csv);
    expect(reimported.status, JSON.stringify(reimported.body)).toBe(200);
    expect(reimported.body.data).toMatchObject({ rows: 700, matched: 700, unmatched: 0, shelved: expected.shelved });
    expect(reimported.body.data.reviews_added).toBe(expected.reviews_added);
    expect(comparable(await exported(api, other))).toEqual(comparable(csv));
    // And into the member's own shelves: nothing twice.
    expect((await importCsv(api, m, csv)).body.data).toMatchObject({
      matched: 700,
      already_there: 700,
      reviews_added: 0,
    });
  }, 120_000);

  it('matches an unmatched row to the book the member picks, or skips it, and later imports remember both', async () => {
    const [book] = (await api.get('/books/?ordering=title&page_size=1&page=3')).body.results.books;
    const fixture = goodreadsFixture([], new Set(), 3);
    const m = await createMember(api);
    expect((await importCsv(api, m, fixture.csv)).body.data).toMatchObject({ matched: 0, unmatched: 3 });
    const [first, second] = (await api.get('/reading/import/unmatched/', m.token)).body.results;

    const stranger = await createMember(api);
    expect(
      (await api.post(`/reading/import/unmatched/${first.id}/match/`, { book_id: book.id }, stranger.token)).status,
    ).toBe(404);
    expect((await api.post(`/reading/import/unmatched/${second.id}/skip/`, undefined, stranger.token)).status).toBe(
      404,
    );

    const matched = await api.post(`/reading/import/unmatched/${first.id}/match/`, { book_id: book.id }, m.token);
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body.data).toMatchObject({ matched: 1, shelved: { read: 1 } });
    expect((await api.post(`/reading/import/unmatched/${second.id}/skip/`, undefined, m.token)).status).toBe(200);
    expect((await api.get('/reading/import/unmatched/', m.token)).body.count).toBe(1);
    expect((await api.post(`/reading/import/unmatched/${second.id}/skip/`, undefined, m.token)).status).toBe(404);

    const again = await importCsv(api, m, fixture.csv);
    expect(again.body.data).toMatchObject({ matched: 1, already_there: 1, unmatched: 1, skipped: 1 });
    expect((await api.get('/reading/import/unmatched/', m.token)).body.count).toBe(1);
  });

  it('refuses a file that is not a Goodreads CSV with a clear message, changing nothing', async () => {
    const m = await createMember(api);
    const cases: [string, number, string][] = [
      ['\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 400, 'csv must not contain control characters'],
      [
        'name,price\nA book,100\n',
        400,
        'This is not a Goodreads export: it has no Title, Author, Exclusive Shelf columns.',
      ],
      [
        'Title,Author,Exclusive Shelf\n"unclosed,Someone,read\n',
        400,
        'This file is not valid CSV (line 2). Choose the CSV file Goodreads exported.',
      ],
      ['Title,Author,Exclusive Shelf\n', 400, 'This Goodreads export has no books in it.'],
      [
        `Title,Author,Exclusive Shelf\n${'A,B,read\n'.repeat(1_200_000)}`,
        413,
        'The file is too large (at most 10 MB).',
      ],
    ];
    for (const [csv, status, message] of cases) {
      const reply = await importCsv(api, m, csv);
      expect([reply.status, reply.body.message]).toEqual([status, message]);
    }
    expect((await api.post('/reading/import/goodreads/', { file: 'x' }, m.token)).status).toBe(400);
    expect(await shelfCounts(api, m)).toEqual({ want_to_read: 0, currently_reading: 0, read: 0, did_not_finish: 0 });
    expect((await api.get('/reading/import/unmatched/', m.token)).body.count).toBe(0);
    expect((await api.post('/reading/import/goodreads/', { csv: 'Title' })).status).toBe(401);
  });
});
