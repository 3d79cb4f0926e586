/**
 * Shelves and reading challenges (issue 36, items 1 and 2) over real HTTP: a book is on one shelf
 * at a time, a re-read is a new reading with the old one kept, progress is a history, giving up is
 * Did Not Finish, the profile's currently-reading book is the latest on Currently Reading, and a
 * challenge counts books finished in its year of either calendar (31 Chaitra 2081 is 2025-04-13,
 * 1 Baisakh 2082 is 2025-04-14).
 */
import { expect, it } from 'vitest';
import { nepalDate } from '../src/rentals/dates.js';
import { createMember, describeEachTarget, type Api, type Member } from './helpers.js';

/** `n` printed books (eBooks and audiobooks left out) from the catalog, with their page counts. */
async function printedBooks(api: Api, n: number, page = 1): Promise<any[]> {
  const reply = await api.get(`/books/?ordering=title&page_size=100&page=${page}`);
  const found = reply.body.results.books.filter((b: any) => !['eBook', 'Audiobook'].includes(b.format) && b.pages);
  return found.slice(0, n);
}

async function shelve(api: Api, m: Member, body: Record<string, unknown>) {
  const res = await api.post('/reading/shelves/', body, m.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

describeEachTarget('Shelves and reading challenges', (api) => {
  it('keeps a book on exactly one shelf, moving it between shelves, with counts per shelf', async () => {
    const m = await createMember(api);
    const [a, b, c] = await printedBooks(api, 3);
    const entry = await shelve(api, m, { book_id: a.id, shelf: 'want_to_read' });
    expect(entry).toMatchObject({ book: { id: a.id }, shelf: 'want_to_read', readings: [] });
    // Shelving it again moves the same entry: never two shelves for one book.
    const moved = await shelve(api, m, { book_id: a.id, shelf: 'currently_reading' });
    expect(moved.id).toBe(entry.id);
    await shelve(api, m, { book_id: b.id, shelf: 'currently_reading' });
    await shelve(api, m, { book_id: c.id, shelf: 'read' });

    const all = (await api.get('/reading/shelves/', m.token)).body;
    expect(all.count).toBe(3);
    expect(all.counts).toEqual({ want_to_read: 0, currently_reading: 2, read: 1, did_not_finish: 0 });
    expect(all.results.map((e: any) => e.book.id)).toEqual([c.id, b.id, a.id]);
    const reading = (await api.get('/reading/shelves/?shelf=currently_reading&ordering=title', m.token)).body;
    expect(reading.count).toBe(2);
    expect(reading.results.map((e: any) => e.book.title)).toEqual([a.title, b.title].sort());

    const removed = await api.del(`/reading/shelves/${entry.id}/`, undefined, m.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, book: { id: a.id } });
    expect((await api.get('/reading/shelves/', m.token)).body.counts).toMatchObject({ currently_reading: 1 });
    expect((await api.del(`/reading/shelves/${entry.id}/`, undefined, m.token)).status).toBe(404);
  });

  it('reads a book, reads it again as a new reading, and keeps both in its history', async () => {
    const m = await createMember(api);
    const [book] = await printedBooks(api, 1, 2);
    const today = nepalDate(new Date());
    const started = await shelve(api, m, { book_id: book.id, shelf: 'currently_reading', started_on: '2025-01-02' });
    expect(started.readings).toEqual([
      { id: expect.any(Number), state: 'reading', started_on: '2025-01-02', finished_on: null, progress: [] },
    ]);
    const finished = (
      await api.patch(`/reading/shelves/${started.id}/`, { shelf: 'read', finished_on: '2025-02-10' }, m.token)
    ).body.data;
    expect(finished.shelf).toBe('read');
    expect(finished.readings).toEqual([
      expect.objectContaining({ state: 'read', started_on: '2025-01-02', finished_on: '2025-02-10' }),
    ]);

    const again = (await api.patch(`/reading/shelves/${started.id}/`, { shelf: 'currently_reading' }, m.token)).body
      .data;
    expect(again.readings).toHaveLength(2);
    expect(again.readings[0]).toMatchObject({ state: 'reading', started_on: today, finished_on: null });
    expect(again.readings[1]).toMatchObject({ state: 'read', finished_on: '2025-02-10' });
    const twice = (await api.patch(`/reading/shelves/${started.id}/`, { shelf: 'read' }, m.token)).body.data;
    expect(twice.readings.map((r: any) => [r.state, r.finished_on])).toEqual([
      ['read', today],
      ['read', '2025-02-10'],
    ]);
  });

  it('keeps every progress update, in pages or percent, and refuses progress off Currently Reading', async () => {
    const m = await createMember(api);
    const [book] = await printedBooks(api, 1, 3);
    const entry = await shelve(api, m, { book_id: book.id, shelf: 'want_to_read' });
    const early = await api.post(`/reading/shelves/${entry.id}/progress/`, { pages: 10 }, m.token);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Progress is recorded only for a book on Currently Reading');

    await api.patch(`/reading/shelves/${entry.id}/`, { shelf: 'currently_reading' }, m.token);
    await api.post(`/reading/shelves/${entry.id}/progress/`, { pages: 10 }, m.token);
    await api.post(`/reading/shelves/${entry.id}/progress/`, { percent: 25 }, m.token);
    const last = await api.post(`/reading/shelves/${entry.id}/progress/`, { pages: 40 }, m.token);
    expect(last.status).toBe(200);
    expect(last.body.data.readings[0].progress.map((p: any) => [p.pages, p.percent])).toEqual([
      [40, null],
      [null, 25],
      [10, null],
    ]);

    const tooMany = await api.post(`/reading/shelves/${entry.id}/progress/`, { pages: book.pages + 1 }, m.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`pages must be at most ${book.pages}, the pages of this book`);
    const both = await api.post(`/reading/shelves/${entry.id}/progress/`, { pages: 1, percent: 1 }, m.token);
    expect([both.status, both.body.message]).toEqual([400, 'Give either pages or percent']);
    const over = await api.post(`/reading/shelves/${entry.id}/progress/`, { percent: 101 }, m.token);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/percent/);
  });

  it('gives up on a book as Did Not Finish, keeping how far the member got', async () => {
    const m = await createMember(api);
    const [book] = await printedBooks(api, 1, 4);
    const entry = await shelve(api, m, { book_id: book.id, shelf: 'currently_reading' });
    await api.post(`/reading/shelves/${entry.id}/progress/`, { percent: 30 }, m.token);
    const dnf = (await api.patch(`/reading/shelves/${entry.id}/`, { shelf: 'did_not_finish' }, m.token)).body.data;
    expect(dnf.shelf).toBe('did_not_finish');
    expect(dnf.readings).toEqual([
      expect.objectContaining({
        state: 'did_not_finish',
        finished_on: nepalDate(new Date()),
        progress: [expect.objectContaining({ percent: 30 })],
      }),
    ]);
    expect((await api.get('/reading/shelves/', m.token)).body.counts).toMatchObject({
      did_not_finish: 1,
      currently_reading: 0,
    });
    // Not reading it any more: no progress can be recorded.
    expect((await api.post(`/reading/shelves/${entry.id}/progress/`, { percent: 40 }, m.token)).status).toBe(400);
  });

  it("shows the latest updated book on Currently Reading as the profile's, in the profile's own shape", async () => {
    const m = await createMember(api);
    const [a, b] = await printedBooks(api, 2, 5);
    const ea = await shelve(api, m, { book_id: a.id, shelf: 'currently_reading' });
    await shelve(api, m, { book_id: b.id, shelf: 'currently_reading' });
    expect((await api.get('/users/profile/', m.token)).body.data.currently_reading).toMatchObject({
      id: b.id,
      title: b.title,
    });
    await api.post(`/reading/shelves/${ea.id}/progress/`, { pages: 3 }, m.token);
    const viewer = await createMember(api);
    expect((await api.get(`/users/${m.id}/`, viewer.token)).body.data.currently_reading.id).toBe(a.id);
    await api.patch(`/reading/shelves/${ea.id}/`, { shelf: 'read' }, m.token);
    expect((await api.get('/users/profile/', m.token)).body.data.currently_reading.id).toBe(b.id);
  });

  it("answers another member's entries as not found and changes nothing", async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const [book] = await printedBooks(api, 1, 6);
    const entry = await shelve(api, owner, { book_id: book.id, shelf: 'currently_reading' });
    for (const res of [
      await api.patch(`/reading/shelves/${entry.id}/`, { shelf: 'read' }, other.token),
      await api.post(`/reading/shelves/${entry.id}/progress/`, { pages: 1 }, other.token),
      await api.del(`/reading/shelves/${entry.id}/`, undefined, other.token),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, 'Shelf entry not found.']);
    }
    const theirs = (await api.get(`/reading/shelves/books/?id=${book.id}`, other.token)).body.results;
    expect(theirs).toEqual([]);
    const mine = (await api.get(`/reading/shelves/books/?id=${book.id}`, owner.token)).body.results;
    expect(mine).toEqual([
      expect.objectContaining({
        id: entry.id,
        shelf: 'currently_reading',
        readings: [expect.objectContaining({ progress: [] })],
      }),
    ]);
    expect((await api.get('/reading/shelves/')).status).toBe(401);
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const m = await createMember(api);
    const [book] = await printedBooks(api, 1, 7);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ book_id: book.id, shelf: 'favourites' }, /shelf/],
      [{ book_id: book.id }, /shelf/],
      [{ book_id: 'x', shelf: 'read' }, /book_id/],
      [{ book_id: book.id, shelf: 'read', finished_on: '2025-02-30' }, /^finished_on must be a real date, YYYY-MM-DD$/],
      [{ book_id: book.id, shelf: 'read', finished_on: '2999-01-01' }, /^finished_on cannot be in the future$/],
      [
        { book_id: book.id, shelf: 'read', started_on: '2025-03-02', finished_on: '2025-03-01' },
        /^started_on must be on or before finished_on$/,
      ],
      [
        { book_id: book.id, shelf: 'want_to_read', finished_on: '2025-03-01' },
        /^finished_on is only for the read and did_not_finish shelves$/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.post('/reading/shelves/', body, m.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await api.post('/reading/shelves/', { book_id: 99999999, shelf: 'read' }, m.token)).status).toBe(404);
    expect((await api.get('/reading/shelves/?ordering=price', m.token)).status).toBe(400);
    const goal = await api.put('/reading/challenge/', { calendar: 'bs', year: 2082, goal: 0 }, m.token);
    expect([goal.status, goal.body.message]).toEqual([400, expect.stringMatching(/goal/)]);
    const year = await api.put('/reading/challenge/', { calendar: 'bs', year: 1990, goal: 5 }, m.token);
    expect([year.status, year.body.message]).toEqual([400, 'year must be between 2001 and 2089 for the bs calendar']);
    const cal = await api.put('/reading/challenge/', { calendar: 'nst', year: 2082, goal: 5 }, m.token);
    expect([cal.status, cal.body.message]).toEqual([400, expect.stringMatching(/calendar/)]);
    expect((await api.get('/reading/shelves/', m.token)).body.count).toBe(0);
  });

  it('has no challenge without a goal, and counts books finished in the year of either calendar', async () => {
    const m = await createMember(api);
    expect((await api.get('/reading/challenge/', m.token)).body).toEqual({ success: true, data: null });
    const [lastOfChaitra, firstOfBaisakh, dnf, decemberBook] = await printedBooks(api, 4, 8);
    await shelve(api, m, { book_id: lastOfChaitra.id, shelf: 'read', finished_on: '2025-04-13' });
    await shelve(api, m, { book_id: firstOfBaisakh.id, shelf: 'read', finished_on: '2025-04-14' });
    await shelve(api, m, { book_id: dnf.id, shelf: 'did_not_finish', finished_on: '2025-04-13' });
    await shelve(api, m, { book_id: decemberBook.id, shelf: 'read', finished_on: '2024-12-31' });

    const set = await api.put('/reading/challenge/', { calendar: 'bs', year: 2081, goal: 4 }, m.token);
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({
      calendar: 'bs',
      year: 2081,
      goal: 4,
      done: 2, // 31 December 2024 and 31 Chaitra 2081; not the book given up
      to_go: 2,
      percent: 50,
      days_left: 0,
      first_day: '2024-04-13',
      last_day: '2025-04-13',
    });
    await api.put('/reading/challenge/', { calendar: 'bs', year: 2082, goal: 10 }, m.token);
    const next = (await api.get('/reading/challenge/?calendar=bs&year=2082', m.token)).body.data;
    expect(next).toMatchObject({ done: 1, to_go: 9, percent: 10, first_day: '2025-04-14', last_day: '2026-04-13' });
    await api.put('/reading/challenge/', { calendar: 'ad', year: 2025, goal: 2 }, m.token);
    const ad = (await api.get('/reading/challenge/?calendar=ad&year=2025', m.token)).body.data;
    expect(ad).toMatchObject({ done: 2, to_go: 0, percent: 100, days_left: 0, last_day: '2025-12-31' });
    // A year with no goal set has no challenge, whatever was read in it.
    expect((await api.get('/reading/challenge/?calendar=ad&year=2024', m.token)).body.data).toBeNull();
  });

  it("counts this year's challenge and its days left from the store's clock", async () => {
    const m = await createMember(api);
    const today = nepalDate(new Date());
    const year = Number(today.slice(0, 4));
    const [book] = await printedBooks(api, 1, 9);
    await api.put('/reading/challenge/', { calendar: 'ad', year, goal: 12 }, m.token);
    const before = (await api.get('/reading/challenge/', m.token)).body.data;
    expect(before).toMatchObject({ calendar: 'ad', year, goal: 12, done: 0, to_go: 12, percent: 0 });
    expect(before.days_left).toBe(daysBetween(today, `${year}-12-31`) + 1);
    await shelve(api, m, { book_id: book.id, shelf: 'currently_reading' });
    const entry = await shelve(api, m, { book_id: book.id, shelf: 'read' });
    expect(entry.readings[0]).toMatchObject({ state: 'read', finished_on: today });
    expect((await api.get('/reading/challenge/', m.token)).body.data).toMatchObject({ done: 1, to_go: 11, percent: 8 });
    expect((await api.del('/reading/challenge/', { calendar: 'ad', year }, m.token)).status).toBe(200);
    expect((await api.get('/reading/challenge/', m.token)).body.data).toBeNull();
  });
});
