import { auditServer } from 'graphql-http';
import { describe, expect, inject, it } from 'vitest';
import { codeOf, gql, mailTo, newMember, ok } from './client.js';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const STATUS = `friendshipStatus(userId: $id) { userId status friendshipId requestId }`;

describe('Accounts through the graph', () => {
  it('registers with a picture as a data URL, signs in, and reads me', async () => {
    const m = await newMember({ profilePicture: PNG_1PX });
    const { data } = await ok(`{ me { id username email profilePictureUrl friendship { status } } }`, {}, m.token);
    expect(data.me).toMatchObject({ id: m.id, username: m.username, email: m.email, friendship: { status: 'SELF' } });
    expect(data.me.profilePictureUrl).toMatch(/^http:\/\/.+\/media\/uploads\//);
    const login = await ok(
      `mutation ($e: String!) { login(email: $e, password: "correct horse battery") { token user { id } } }`,
      { e: m.email },
    );
    expect(login.data.login.user.id).toBe(m.id);
    const wrong = await gql(`mutation ($e: String!) { login(email: $e, password: "nope") { token } }`, { e: m.email });
    expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
    expect(wrong.errors?.[0]?.message).toBe('Invalid email or password');
    expect((await ok(`{ me { id } }`)).data.me).toBeNull();
  });

  it('refuses a picture that is not JPG or PNG before calling REST', async () => {
    const bad = await gql(`mutation ($input: RegisterInput!) { register(input: $input) { token } }`, {
      input: {
        firstName: 'A',
        lastName: 'B',
        username: 'gifuser',
        email: 'gif@example.com',
        dateOfBirth: '2000-01-01',
        password: 'x',
        hasAcceptedTerms: true,
        hasAcceptedRentalPolicy: true,
        termsAcceptanceDate: new Date().toISOString(),
        profilePicture: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      },
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('Please upload JPG or PNG images only');
    expect(bad.restCalls).toEqual([]);
  });

  it('updates the profile, changes the password and resets it by email', async () => {
    const m = await newMember();
    const { data } = await ok(`{ genres { id } }`);
    const updated = await ok(
      `mutation ($g: [ID!]) { updateProfile(input: { bio: "Poetry first", status: "Reading Muna Madan", favoriteGenreIds: $g, currentlyReadingId: "2" }) { bio status favoriteGenres { id } currentlyReading { id title } } }`,
      { g: [data.genres[0].id] },
      m.token,
    );
    expect(updated.data.updateProfile).toMatchObject({
      bio: 'Poetry first',
      status: 'Reading Muna Madan',
      currentlyReading: { id: '2' },
    });
    const tooLong = await gql(
      `mutation ($b: String) { updateProfile(input: { bio: $b }) { bio } }`,
      { b: 'x'.repeat(501) },
      m.token,
    );
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');

    const changed = await ok(
      `mutation { changePassword(currentPassword: "correct horse battery", newPassword: "new secret words") { token } }`,
      {},
      m.token,
    );
    expect(codeOf(await gql(`{ cart { count } }`, {}, m.token))).toBe('UNAUTHENTICATED');
    expect((await ok(`{ me { id } }`, {}, changed.data.changePassword.token)).data.me.id).toBe(m.id);

    expect(
      (await ok(`mutation ($e: String!) { requestPasswordReset(email: $e) }`, { e: m.email })).data
        .requestPasswordReset,
    ).toBe(true);
    const mail = (await mailTo(m.email)).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect(
      (await ok(`mutation ($t: String!) { resetPassword(token: $t, newPassword: "third time lucky") }`, { t: token }))
        .data.resetPassword,
    ).toBe(true);
    await ok(`mutation ($e: String!) { login(email: $e, password: "third time lucky") { token } }`, { e: m.email });
  });
});

describe('Friends through the graph', () => {
  it('request, accept, list, status both ways, unfriend', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const sent = await ok(
      `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id fromUser { id } toUser { id } accepted } }`,
      { id: b.id },
      a.token,
    );
    expect(sent.data.sendFriendRequest).toMatchObject({
      fromUser: { id: a.id },
      toUser: { id: b.id },
      accepted: false,
    });
    const requests = await ok(
      `{ friendRequests { incoming { id fromUser { id username } toUser { id } } outgoing { id } } }`,
      {},
      b.token,
    );
    expect(requests.data.friendRequests.incoming).toEqual([
      { id: sent.data.sendFriendRequest.id, fromUser: { id: a.id, username: a.username }, toUser: { id: b.id } },
    ]);
    expect((await ok(`query ($id: ID!) { ${STATUS} }`, { id: a.id }, b.token)).data.friendshipStatus.status).toBe(
      'RECEIVED',
    );
    const accepted = await ok(
      `mutation ($r: ID!) { acceptFriendRequest(requestId: $r) { id friend { id } } }`,
      { r: sent.data.sendFriendRequest.id },
      b.token,
    );
    expect(accepted.data.acceptFriendRequest.friend.id).toBe(a.id);
    const friends = await ok(`{ friends { id friend { id username } since } }`, {}, a.token);
    expect(friends.data.friends).toEqual([
      expect.objectContaining({ id: accepted.data.acceptFriendRequest.id, friend: { id: b.id, username: b.username } }),
    ]);
    const profile = await ok(
      `query ($id: ID!) { user(id: $id) { id friendship { status friendshipId } } }`,
      { id: b.id },
      a.token,
    );
    expect(profile.data.user.friendship).toEqual({
      status: 'FRIENDS',
      friendshipId: accepted.data.acceptFriendRequest.id,
    });
    const gone = await ok(
      `mutation ($f: ID!) { unfriend(friendshipId: $f) { status } }`,
      { f: accepted.data.acceptFriendRequest.id },
      b.token,
    );
    expect(gone.data.unfriend.status).toBe('NONE');
  });

  it('cancel and reject answer the new status; the wrong party is FORBIDDEN', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const r1 = (await ok(`mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: b.id }, a.token)).data
      .sendFriendRequest.id;
    expect(
      codeOf(await gql(`mutation ($r: ID!) { acceptFriendRequest(requestId: $r) { id } }`, { r: r1 }, a.token)),
    ).toBe('FORBIDDEN');
    expect(
      (await ok(`mutation ($r: ID!) { cancelFriendRequest(requestId: $r) { status } }`, { r: r1 }, a.token)).data
        .cancelFriendRequest.status,
    ).toBe('NONE');
    const r2 = (await ok(`mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: b.id }, a.token)).data
      .sendFriendRequest.id;
    expect(
      (await ok(`mutation ($r: ID!) { rejectFriendRequest(requestId: $r) { status } }`, { r: r2 }, b.token)).data
        .rejectFriendRequest.status,
    ).toBe('NONE');
    const self = await gql(`mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: a.id }, a.token);
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
  });

  it('sending a request to someone who already asked you accepts theirs', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const first = await ok(`mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: b.id }, a.token);
    const crossing = await ok(
      `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id fromUser { id } accepted } }`,
      { id: a.id },
      b.token,
    );
    expect(crossing.data.sendFriendRequest).toEqual({
      id: first.data.sendFriendRequest.id,
      fromUser: { id: a.id },
      accepted: true,
    });
    expect((await ok(`query ($id: ID!) { ${STATUS} }`, { id: b.id }, a.token)).data.friendshipStatus.status).toBe(
      'FRIENDS',
    );
  });

  it('searches people from 2 characters, suggests people, shows reviews on profiles', async () => {
    const a = await newMember();
    const short = await ok(`{ searchUsers(query: "a") { id } }`, {}, a.token);
    expect(short.data.searchUsers).toEqual([]);
    expect(short.restCalls).toEqual([]);
    const found = await ok(`{ searchUsers(query: "aarati") { id username firstName } }`, {}, a.token);
    expect(found.data.searchUsers[0]).toMatchObject({ username: 'aarati', firstName: 'Aarati' });
    const suggestions = await ok(
      `{ friendSuggestions(page: 1) { totalCount hasNextPage items { id user { username } mutualFavoriteGenres { name } } } }`,
      {},
      a.token,
    );
    expect(suggestions.data.friendSuggestions.items.length).toBeGreaterThan(0);
    const profile = await ok(
      `query ($id: ID!) { user(id: $id) { username favoriteGenres { name } reviews(page: 1) { totalCount averageRating pageCount items { rating isEdited book { id title coverImage } } } } }`,
      { id: found.data.searchUsers[0].id },
      a.token,
    );
    expect(profile.data.user.reviews.totalCount).toBeGreaterThan(0);
    expect(profile.data.user.reviews.items[0].book.title).toBeTruthy();
    expect((await ok(`{ user(id: "99999999") { id } }`, {}, a.token)).data.user).toBeNull();
  });

  it('reviews a book, edits and deletes it through the graph, and a rating of 7 never reaches REST', async () => {
    const m = await newMember();
    const seven = await gql(
      `mutation { createReview(bookId: "3", input: { rating: 7, title: "t", content: "c" }) { id } }`,
      {},
      m.token,
    );
    expect(codeOf(seven)).toBe('BAD_USER_INPUT');
    expect(seven.restCalls).toEqual([]);
    const created = await ok(
      `mutation { createReview(bookId: "3", input: { rating: 4, title: "Lovely", content: "A fine read", containsSpoiler: true }) { id rating containsSpoiler isEdited author { id } book { id reviewsCount myReview { id } } } }`,
      {},
      m.token,
    );
    expect(created.data.createReview).toMatchObject({
      rating: 4,
      containsSpoiler: true,
      isEdited: false,
      author: { id: m.id },
    });
    const id = created.data.createReview.id;
    const edited = await ok(
      `mutation ($id: ID!) { updateReview(id: $id, input: { rating: 5, title: "Lovelier", content: "Even better" }) { rating title } }`,
      { id },
      m.token,
    );
    expect(edited.data.updateReview).toEqual({ rating: 5, title: 'Lovelier' });
    const other = await newMember();
    expect(codeOf(await gql(`mutation ($id: ID!) { deleteReview(id: $id) { id } }`, { id }, other.token))).toBe(
      'FORBIDDEN',
    );
    const deleted = await ok(`mutation ($id: ID!) { deleteReview(id: $id) { id myReview { id } } }`, { id }, m.token);
    expect(deleted.data.deleteReview).toEqual({ id: '3', myReview: null });
  });
});

describe('Isolation between members', () => {
  it('two members interleaving operations never see each other’s data', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const own = { [a.id]: '10', [b.id]: '11' };
    await Promise.all(
      [a, b].map((m) =>
        ok(
          `mutation ($id: ID!) { addToCart(bookId: $id) { id } addFavorite(bookId: $id) { id } addToWishlist(bookId: $id) { id } }`,
          { id: own[m.id] },
          m.token,
        ),
      ),
    );
    // Both books are read by both members in every operation: only the viewer's own marks may show.
    const q = `{ me { id email } cart { items { book { id } } } favorites { id } wishlist { book { id } }
      books: featuredBooks { id } ten: book(id: "10") { inCart isFavorite inWishlist cartItem { id } }
      eleven: book(id: "11") { inCart isFavorite inWishlist cartItem { id } } }`;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ok(q, {}, i % 2 ? b.token : a.token)));
    for (const [i, r] of results.entries()) {
      const who = i % 2 ? b : a;
      const mine = own[who.id]!;
      expect(r.data.me).toEqual({ id: who.id, email: who.email });
      expect(r.data.cart.items.map((l: any) => l.book.id)).toEqual([mine]);
      expect(r.data.favorites.map((f: any) => f.id)).toEqual([mine]);
      expect(r.data.wishlist.map((w: any) => w.book.id)).toEqual([mine]);
      for (const [alias, id] of [
        ['ten', '10'],
        ['eleven', '11'],
      ] as const) {
        const marked = id === mine;
        expect(r.data[alias]).toMatchObject({ inCart: marked, isFavorite: marked, inWishlist: marked });
        expect(r.data[alias].cartItem === null).toBe(!marked);
      }
    }
  });
});

describe('GraphQL over HTTP', () => {
  it("passes every MUST of graphql-http's server audit", async () => {
    const results = await auditServer({ url: inject('gatewayUrl') });
    const failedMusts = results.filter((r) => r.status !== 'ok' && r.name.startsWith('MUST'));
    expect(failedMusts.map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`)).toEqual([]);
  });

  it('opens an offline IDE for a browser GET', async () => {
    const res = await fetch(inject('gatewayUrl'), { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Pustak GraphQL · GraphiQL');
    for (const asset of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect((await fetch(new URL(asset[1]!, inject('gatewayUrl')))).status, asset[1]).toBe(200);
    }
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[^"']*\.(js|css)/);
  });
});
