/**
 * Issue 15, input, through the graph: control characters, the Date/DateTime/Decimal scalars,
 * malformed ids, birth dates and links are BAD_USER_INPUT (never INTERNAL_SERVER_ERROR or
 * UPSTREAM_UNAVAILABLE), plainly malformed values cost no REST call, a refused profile edit changes
 * nothing, a profile picture of 5 MB goes through, and one REST cannot decode (too many pixels,
 * truncated) is the member's BAD_USER_INPUT.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { codeOf, gql, newMember, ok } from './client.js';

const NUL = '\u0000';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
/** A complete one-bit white PNG of edge×edge pixels (10000² is 100 megapixels in about 15 kB). */
function whitePng(edge: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const row = 1 + Math.ceil(edge / 8);
  const rows = Buffer.alloc(row * edge, 0xff);
  for (let y = 0; y < edge; y++) rows[y * row] = 0; // filter: none
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const dayFromNow = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

const ME = `{ me { bio status github dateOfBirth profilePictureUrl } }`;
const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { bio status github profilePictureUrl } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token } }`;

function registration(extra: Record<string, unknown> = {}) {
  const username = `input_${randomBytes(5).toString('hex')}`;
  return {
    firstName: 'Sita',
    lastName: 'Sharma',
    username,
    email: `${username}@example.com`,
    dateOfBirth: '1998-04-14',
    password: 'correct horse battery',
    status: 'Reading',
    hasAcceptedTerms: true,
    hasAcceptedRentalPolicy: true,
    termsAcceptanceDate: new Date().toISOString(),
    ...extra,
  };
}

/** Refused as bad input, with REST never asked. */
function refusedBeforeRest(result: Awaited<ReturnType<typeof gql>>, what: string) {
  expect(codeOf(result), `${what}: ${JSON.stringify(result.errors)}`).toBe('BAD_USER_INPUT');
  expect(result.restCalls, what).toEqual([]);
}

describe('control characters', () => {
  it('refuses NUL and other controls in every text input the issue names, as variables and as literals', async () => {
    const m = await newMember();
    const before = await ok(ME, {}, m.token);
    const cases: [string, string, Record<string, unknown>, string?][] = [
      ['search', `query ($t: String) { books(filter: { title: $t }) { totalCount } }`, { t: `a${NUL}` }],
      ['people search', `query ($q: String!) { searchUsers(query: $q) { id } }`, { q: `Sita${NUL}` }, m.token],
      [
        'login email',
        `mutation ($e: String!) { login(email: $e, password: "x") { token } }`,
        { e: `${m.email}${NUL}` },
      ],
      ['login password', `mutation ($p: String!) { login(email: "a@b.c", password: $p) { token } }`, { p: `x${NUL}` }],
      ['sign-up username', REGISTER, { input: registration({ username: `x${NUL}` }) }],
      ['sign-up email', REGISTER, { input: registration({ email: `a${NUL}@example.com` }) }],
      ['sign-up password', REGISTER, { input: registration({ password: `long enough${NUL}` }) }],
      ['sign-up status', REGISTER, { input: registration({ status: `hi\u0085` }) }],
      ['bio', UPDATE, { input: { bio: `a${NUL}b`, status: 'changed' } }, m.token],
      ['bio (DEL)', UPDATE, { input: { bio: `a\u007fb` } }, m.token],
      [
        'review',
        `mutation ($i: ReviewInput!) { createReview(bookId: "3", input: $i) { id } }`,
        { i: { rating: 4, title: 'Good', content: `Worth${NUL}it` } },
        m.token,
      ],
      [
        'address',
        `mutation ($i: ShippingAddressInput!) { createShippingAddress(input: $i) { id } }`,
        {
          i: {
            addressName: 'Home',
            fullName: `Sita${NUL}`,
            addressLine1: 'Baneshwor',
            city: 'Kathmandu',
            phone: '9841234567',
            district: 'Kathmandu',
          },
        },
        m.token,
      ],
    ];
    for (const [what, query, variables, token] of cases) {
      const result = await gql(query, variables, token);
      refusedBeforeRest(result, what);
      expect(result.errors?.[0]?.message, what).toMatch(/^\$[\w.]+ must not contain control characters$/);
    }
    // Written into the document (\u0000 is a legal escape in a GraphQL string).
    const literal = await gql(`mutation { updateProfile(input: { bio: "a\\u0000b" }) { bio } }`, {}, m.token);
    refusedBeforeRest(literal, 'literal bio');
    const search = await gql(`{ books(filter: { title: "\\u0000" }) { totalCount } }`);
    refusedBeforeRest(search, 'literal search');
    const raw = await fetch(inject('gatewayUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query ($t: String) { books(filter: { title: $t }) { totalCount } }`,
        variables: { t: NUL },
      }),
    });
    expect(raw.status).toBe(400); // bad input, like any other, never a 500

    expect((await ok(ME, {}, m.token)).data).toEqual(before.data);
    expect((await ok(`{ shippingAddresses { id } }`, {}, m.token)).data.shippingAddresses).toEqual([]);
    expect((await ok(`{ book(id: "3") { myReview { id } } }`, {}, m.token)).data.book.myReview).toBeNull();
  });

  it('lets line breaks into multi-line text only (REST says which), as BAD_USER_INPUT otherwise', async () => {
    const m = await newMember();
    const status = await gql(UPDATE, { input: { status: 'one\ntwo' } }, m.token);
    expect(codeOf(status)).toBe('BAD_USER_INPUT');
    expect(status.errors?.[0]?.message).toBe('status must be a single line without tabs');
    const bio = await ok(UPDATE, { input: { bio: 'one\ntwo' } }, m.token);
    expect(bio.data.updateProfile.bio).toBe('one\ntwo');
  });
});

describe('scalars', () => {
  it('refuses dates, date-times and amounts that are not what the schema says, as BAD_USER_INPUT', async () => {
    const m = await newMember();
    const bad: [string, Record<string, unknown>, string?][] = [
      [UPDATE, { input: { dateOfBirth: 19900101 } }, m.token],
      [UPDATE, { input: { dateOfBirth: '1990-13-45' } }, m.token],
      [UPDATE, { input: { dateOfBirth: '1990-02-30' } }, m.token],
      [UPDATE, { input: { dateOfBirth: '1990-01-01T00:00:00Z' } }, m.token],
      [UPDATE, { input: { dateOfBirth: { year: 1990 } } }, m.token],
      [REGISTER, { input: registration({ termsAcceptanceDate: 'yesterday' }) }],
      [REGISTER, { input: registration({ termsAcceptanceDate: 1700000000000 }) }],
      [`query ($p: Decimal) { books(filter: { minPrice: $p }) { totalCount } }`, { p: {} }],
      [`query ($p: Decimal) { books(filter: { minPrice: $p }) { totalCount } }`, { p: 450 }],
      [`query ($p: Decimal) { books(filter: { minPrice: $p }) { totalCount } }`, { p: '450.505' }],
      [`query ($p: Decimal) { books(filter: { minPrice: $p }) { totalCount } }`, { p: '1e3' }],
    ];
    for (const [query, variables, token] of bad)
      refusedBeforeRest(await gql(query, variables, token), JSON.stringify(variables));
    for (const literal of [
      `mutation { updateProfile(input: { dateOfBirth: 19900101 }) { bio } }`,
      `mutation { updateProfile(input: { dateOfBirth: "1990-13-45" }) { bio } }`,
      `{ books(filter: { minPrice: 450.5 }) { totalCount } }`,
      `{ books(filter: { minPrice: { amount: 1 } }) { totalCount } }`,
    ]) {
      refusedBeforeRest(await gql(literal, {}, m.token), literal);
    }
    expect((await ok(ME, {}, m.token)).data.me.dateOfBirth).toBe('1998-04-14');

    // Good values pass unchanged: money stays REST's exact decimal string, times are ISO in UTC.
    const rest = (await (await fetch(`${inject('restUrl')}/api/books/3/`)).json()) as { book: { price: string } };
    const { data } = await ok(
      `{ book(id: "3") { price } books(filter: { minPrice: "100", maxPrice: "99999.50" }) { totalCount } }`,
    );
    expect(data.book.price).toBe(rest.book.price);
    expect(data.book.price).toMatch(/^\d+\.\d{2}$/);
    expect(data.books.totalCount).toBeGreaterThan(0);
    const changed = await ok(
      UPDATE.replace('bio status', 'dateOfBirth'),
      { input: { dateOfBirth: '1990-01-31' } },
      m.token,
    );
    expect(changed.data.updateProfile.dateOfBirth).toBe('1990-01-31');
    const { data: me } = await ok(`{ me { createdAt } }`, {}, m.token);
    expect(me.me.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('ids', () => {
  it('refuses ids that are not plain digits with no REST call', async () => {
    const m = await newMember();
    for (const id of ['0x10', '1e3', ' 12', '12 ', '+5', '012', '-1', '0', '1.0', '99999999999']) {
      refusedBeforeRest(await gql(`query ($id: ID!) { book(id: $id) { id } }`, { id }), `book ${id}`);
      refusedBeforeRest(await gql(`query ($id: ID!) { user(id: $id) { id } }`, { id }, m.token), `user ${id}`);
      refusedBeforeRest(
        await gql(`mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id }, m.token),
        `addFavorite ${id}`,
      );
    }
    refusedBeforeRest(await gql(`{ book(id: 1e3) { id } }`), 'float literal');
    expect((await ok(`{ favorites { id } }`, {}, m.token)).data.favorites).toEqual([]);
    expect((await ok(`{ book(id: 16) { id } }`)).data.book.id).toBe('16');
  });
});

describe('profile edits', () => {
  it('refuses a bad picture without saving the bio and status sent with it; a good one saves every field', async () => {
    const m = await newMember();
    const before = await ok(ME, {}, m.token);
    for (const profilePicture of [dataUrl(GIF_1PX), 'data:image/png;base64,not-base64!', 'https://example.com/a.png']) {
      const result = await gql(UPDATE, { input: { bio: 'new bio', status: 'new status', profilePicture } }, m.token);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe('Please upload JPG or PNG images only');
      expect(result.restCalls.filter((c) => c.method !== 'GET').length).toBeLessThanOrEqual(1);
    }
    expect((await ok(ME, {}, m.token)).data).toEqual(before.data);

    const saved = await ok(
      UPDATE,
      { input: { bio: 'new bio', status: 'new status', profilePicture: dataUrl(PNG_1PX) } },
      m.token,
    );
    expect(saved.data.updateProfile).toMatchObject({ bio: 'new bio', status: 'new status' });
    expect(saved.data.updateProfile.profilePictureUrl).toMatch(/\.webp$/);
    expect(saved.restCalls.filter((c) => c.method === 'PATCH')).toHaveLength(1);

    // Every field sent beside a picture is kept, even an emptied list and a cleared book.
    await ok(UPDATE, { input: { favoriteGenreIds: ['1', '2'], currentlyReadingId: '5' } }, m.token);
    const { data } = await ok(
      `mutation ($input: ProfileInput!) { updateProfile(input: $input) { bio github favoriteGenres { id } currentlyReading { id } profilePictureUrl } }`,
      {
        input: {
          bio: 'with picture',
          github: 'https://github.com/sita',
          favoriteGenreIds: [],
          currentlyReadingId: null,
          profilePicture: dataUrl(PNG_1PX),
        },
      },
      m.token,
    );
    expect(data.updateProfile).toMatchObject({
      bio: 'with picture',
      github: 'https://github.com/sita',
      favoriteGenres: [],
      currentlyReading: null,
    });
    expect(data.updateProfile.profilePictureUrl).toMatch(/\.webp$/);
  });

  it('refuses a picture of too many pixels or a truncated one as BAD_USER_INPUT, creating and changing nothing', async () => {
    const m = await newMember();
    const before = await ok(ME, {}, m.token);
    const good = whitePng(400);
    for (const [bytes, message] of [
      [whitePng(10_000), 'Image dimensions are too large (at most 50 megapixels)'],
      [good.subarray(0, good.length - 30), 'Error processing image'],
    ] as const) {
      const edit = await gql(UPDATE, { input: { bio: 'changed', profilePicture: dataUrl(bytes) } }, m.token);
      expect(codeOf(edit), JSON.stringify(edit.errors)).toBe('BAD_USER_INPUT');
      expect(edit.errors?.[0]?.message).toBe(message);
      const input = registration({ profilePicture: dataUrl(bytes) });
      const signUp = await gql(REGISTER, { input });
      expect(codeOf(signUp)).toBe('BAD_USER_INPUT');
      expect(signUp.errors?.[0]?.message).toBe(message);
      const login = await gql(`mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, {
        e: input.email,
        p: input.password,
      });
      expect(codeOf(login)).toBe('UNAUTHENTICATED');
    }
    expect((await ok(ME, {}, m.token)).data).toEqual(before.data);
  });

  it('refuses links to other sites and birth dates outside 1900 to today, changing nothing', async () => {
    const m = await newMember();
    const before = await ok(ME, {}, m.token);
    const link = await gql(UPDATE, { input: { bio: 'changed', github: 'data:text/html,<b>hi</b>' } }, m.token);
    expect(codeOf(link)).toBe('BAD_USER_INPUT');
    expect(link.errors?.[0]?.message).toBe(
      'GitHub link must be an http(s) link to github.com, e.g. https://github.com/you',
    );
    for (const dateOfBirth of [dayFromNow(2), '1899-12-31']) {
      const result = await gql(UPDATE, { input: { bio: 'changed', dateOfBirth } }, m.token);
      refusedBeforeRest(result, dateOfBirth);
      expect(result.errors?.[0]?.message).toMatch(/^Date of birth cannot be (in the future|before 1900)$/);
      refusedBeforeRest(await gql(REGISTER, { input: registration({ dateOfBirth }) }), `sign-up ${dateOfBirth}`);
    }
    expect((await ok(ME, {}, m.token)).data).toEqual(before.data);
  });

  it('takes a 5 MB picture through the gateway, while other operations keep the 256 KB limit', async () => {
    const m = await newMember();
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 - 1024 - PNG_1PX.length)]);
    const url: string = inject('gatewayUrl');
    const post = (body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
        body: JSON.stringify(body),
      });
    const saved = await post({ query: UPDATE, variables: { input: { profilePicture: dataUrl(big) } } });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { data: { updateProfile: { profilePictureUrl: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProfile.profilePictureUrl).toMatch(/\.webp$/);

    const sneaky = await post({
      query: `mutation ($input: ProfileInput!) { updateProfile(input: $input) { bio } } query { genres { id } }`,
      variables: { input: { profilePicture: dataUrl(big) } },
    });
    expect(sneaky.status).toBe(413);
  });
});
