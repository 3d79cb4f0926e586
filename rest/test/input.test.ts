/**
 * Issue 15, input: control characters, numbers in disguise, birth dates and social links are
 * refused with a 400 that names the field, and a refused request changes nothing.
 */
import { expect, it } from 'vitest';
import { PNG_1PX, registrationForm } from './fixtures.js';
import { booksInStock, createMember, describeEachTarget, uniqueName, type Api, type Member } from './helpers.js';

const NUL = '\u0000';

function signup(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('input');
  return {
    first_name: 'Aarav',
    last_name: 'Koirala',
    username,
    email: `${username}@example.com`,
    date_of_birth: '2000-01-31',
    password: 'ramro password',
    bio: 'Reading Parijat again',
    has_accepted_terms: true,
    has_accepted_rental_policy: true,
    ...overrides,
  };
}

const profileOf = async (api: Api, m: Member) => (await api.get('/users/profile/', m.token)).body.data;

/** Today plus `days`, as YYYY-MM-DD. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

describeEachTarget('input: control characters', (api) => {
  it('refuses NUL in search, login and sign-up with a 400, and signs nobody up', async () => {
    for (const path of [`/books/?title=a%00b`, `/books/?author=%00`, `/books/?genre=%00`]) {
      const reply = await api.get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.body).toEqual({ success: false, message: expect.stringMatching(/must not contain control/) });
    }
    const m = await createMember(api);
    expect((await api.get('/users/search?query=Sita%00', m.token)).status).toBe(400);

    const login = await api.post('/users/login/', { email: `${m.email}${NUL}`, password: m.password });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('email must not contain control characters');
    expect((await api.post('/users/login/', { email: m.email, password: `x${NUL}` })).status).toBe(400);

    const fields = signup();
    for (const field of ['first_name', 'username', 'email', 'password', 'bio']) {
      const bad = { ...fields, [field]: `${String(fields[field as keyof typeof fields])}${NUL}` };
      const json = await api.post('/users/register/', bad);
      expect(json.status, field).toBe(400);
      expect(json.body.message).toBe(`${field} must not contain control characters`);
      const form = registrationForm(Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, String(v)])), {
        bytes: PNG_1PX,
        name: 'me.png',
        type: 'image/png',
      });
      expect((await api.request('POST', '/users/register/', { form })).status, field).toBe(400);
    }
    // Nothing was created: the same sign-up without the NUL goes through.
    expect((await api.post('/users/register/', fields)).status).toBe(201);
  });

  it('refuses NUL, DEL and C1 controls in bio, reviews and addresses, and changes nothing', async () => {
    const m = await createMember(api);
    const before = await profileOf(api, m);
    for (const bio of [`a${NUL}b`, 'bell\u0007', 'del\u007f', 'next line\u0085']) {
      const reply = await api.patch('/users/profile/', { bio, status: 'changed' }, m.token);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('bio must not contain control characters');
    }
    const form = new FormData();
    form.append('bio', `multipart${NUL}`);
    expect((await api.request('PATCH', '/users/profile/', { form, token: m.token })).status).toBe(400);
    expect(await profileOf(api, m)).toEqual(before);

    const [book] = await booksInStock(api, 1, 0);
    const review = { rating: 4, title: 'Good', content: 'Worth it' };
    for (const bad of [
      { ...review, title: `Go${NUL}od` },
      { ...review, content: `Worth${NUL}it` },
    ]) {
      expect((await api.post(`/books/${book.id}/review/`, bad, m.token)).status).toBe(400);
    }
    expect((await api.get(`/books/${book.id}/has-reviewed/`, m.token)).body.has_review).toBe(false);

    const address = {
      address_name: 'Home',
      full_name: 'Sita Sharma',
      address_line1: 'Baneshwor',
      city: 'Kathmandu',
      phone: '9841234567',
      district: 'Kathmandu',
    };
    for (const field of Object.keys(address)) {
      const reply = await api.post('/shipping/addresses/', { ...address, [field]: `x${NUL}` }, m.token);
      expect(reply.status, field).toBe(400);
      expect(reply.body.message).toBe(`${field} must not contain control characters`);
    }
    expect((await api.get('/shipping/addresses/', m.token)).body.data).toHaveLength(0);
  });

  it('allows line breaks only where text has several lines (review content, bio)', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1, 0, 2);
    const titled = await api.post(
      `/books/${book.id}/review/`,
      { rating: 5, title: 'Two\nlines', content: 'ok' },
      m.token,
    );
    expect(titled.status).toBe(400);
    expect(titled.body.message).toBe('title must be a single line without tabs');
    const created = await api.post(
      `/books/${book.id}/review/`,
      { rating: 5, title: 'One line', content: 'First paragraph.\r\n\r\nSecond\tparagraph.' },
      m.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.data.content).toBe('First paragraph.\r\n\r\nSecond\tparagraph.');

    expect((await api.patch('/users/profile/', { bio: 'Line one\nLine two' }, m.token)).status).toBe(200);
    expect((await api.patch('/users/profile/', { status: 'Line one\nLine two' }, m.token)).status).toBe(400);
    expect((await api.patch('/users/profile/', { first_name: 'Si\tta' }, m.token)).status).toBe(400);
    expect((await profileOf(api, m)).bio).toBe('Line one\nLine two');
    expect((await profileOf(api, m)).first_name).toBe('Sita');
  });
});

describeEachTarget('input: ids and numbers', (api) => {
  it('refuses ids that are not plain digits in paths, query strings and bodies', async () => {
    const m = await createMember(api);
    expect((await api.get('/books/16/')).status).toBe(200);
    for (const id of ['0x10', '1e1', '%2012', '+5', '012', '16.0', '0b1', '1_0']) {
      const reply = await api.get(`/books/${id}/`);
      expect(reply.status, id).toBe(400);
      expect(reply.body.message, id).toMatch(/^id must be a whole number written in digits$|^id must be integer$/);
      expect((await api.get(`/users/${id}/`, m.token)).status, id).toBe(400);
    }
    expect((await api.get('/books/?page=1e0')).status).toBe(400);
    expect((await api.get('/books/16/reviews/?page=0x1')).status).toBe(400);
    for (const book_id of ['0x10', '1e1', ' 12', '+5', '012', true]) {
      const reply = await api.post('/users/favorites/add/', { book_id }, m.token);
      expect(reply.status, String(book_id)).toBe(400);
      expect(reply.body.message).toBe('book_id must be a whole number written in digits');
    }
    expect((await api.get('/users/favorites/', m.token)).body.data.favorite_books).toHaveLength(0);
    // Plain digits still work, as text (paths, forms) and as JSON numbers.
    expect((await api.post('/users/favorites/add/', { book_id: '16' }, m.token)).status).toBeLessThan(300);
    expect((await api.patch('/users/profile/', { favorite_genre_ids: ['0x1'] }, m.token)).status).toBe(400);
    expect((await api.patch('/users/profile/', { currently_reading: '1e1' }, m.token)).status).toBe(400);
    expect((await api.patch('/users/profile/', { currently_reading: 16 }, m.token)).status).toBe(200);

    // Other text forms a client may send still work: ratings as digits, money with places.
    const [book] = await booksInStock(api, 1, 0, 3);
    expect((await api.get('/books/?min_price=100.50&max_price=2000')).status).toBe(200);
    const review = await api.post(`/books/${book.id}/review/`, { rating: '4', title: 'T', content: 'C' }, m.token);
    expect(review.status).toBe(201);
  });
});

describeEachTarget('input: birth dates and social links', (api) => {
  it('refuses birth dates in the future or before 1900, at sign-up and on the profile', async () => {
    for (const date_of_birth of [dayFromNow(2), '2999-01-01', '1899-12-31', '0001-01-01']) {
      const reply = await api.post('/users/register/', signup({ date_of_birth }));
      expect(reply.status, date_of_birth).toBe(400);
      expect(reply.body.message).toMatch(/^Date of birth cannot be (in the future|before 1900)$/);
    }
    expect((await api.post('/users/register/', signup({ date_of_birth: '1900-01-01' }))).status).toBe(201);
    expect((await api.post('/users/register/', signup({ date_of_birth: dayFromNow(0) }))).status).toBe(201);

    const m = await createMember(api);
    const reply = await api.patch('/users/profile/', { date_of_birth: dayFromNow(30), bio: 'new bio' }, m.token);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Date of birth cannot be in the future');
    expect(await profileOf(api, m)).toMatchObject({ date_of_birth: '1998-04-14', bio: 'Reading in Kathmandu' });
  });

  it('takes only http(s) links to the named site, or empty; a refused link changes nothing', async () => {
    const m = await createMember(api);
    const good = {
      github: 'https://github.com/sita',
      linkedin: 'https://www.linkedin.com/in/sita',
      instagram: 'http://instagram.com/sita',
    };
    expect((await api.patch('/users/profile/', good, m.token)).status).toBe(200);
    expect(await profileOf(api, m)).toMatchObject(good);

    const bad = [
      ['github', 'data:text/html,<script>alert(1)</script>'],
      ['github', 'javascript:alert(1)'],
      ['github', 'https://github.com.evil.example/sita'],
      ['github', 'https://evil.example/github.com'],
      ['github', 'https://user:pass@github.com/sita'],
      ['github', 'ftp://github.com/sita'],
      ['linkedin', 'https://github.com/sita'],
      ['linkedin', 'linkedin.com/in/sita'],
      ['instagram', 'https://instagram.com:8443/sita'],
    ] as const;
    for (const [field, link] of bad) {
      const reply = await api.patch('/users/profile/', { [field]: link, bio: 'changed' }, m.token);
      expect(reply.status, link).toBe(400);
      expect(reply.body.message).toMatch(/link must be an http\(s\) link to (github|linkedin|instagram)\.com/);
    }
    expect(await profileOf(api, m)).toMatchObject({ ...good, bio: 'Reading in Kathmandu' });

    expect((await api.patch('/users/profile/', { github: '', linkedin: '' }, m.token)).status).toBe(200);
    expect(await profileOf(api, m)).toMatchObject({ github: '', linkedin: '', instagram: good.instagram });
  });
});
