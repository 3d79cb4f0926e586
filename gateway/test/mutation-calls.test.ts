/**
 * Issue 18 part 3: every write makes exactly the REST call it needs, and answers from that call's
 * own response. Each mutation here selects what the web client selects after it (the book's
 * `inCart`, the cart's count, a review's book rating, a friendship's state), and the gateway's
 * count of REST calls (`extensions.restCalls`) must be one: the write itself.
 */
import { describe, expect, it } from 'vitest';
import { newMember, ok, type Member, type Result } from './client.js';

async function someBooks(n: number, page = 3): Promise<{ id: string }[]> {
  const { data } = await ok(
    `query ($p: Int) { books(page: $p, filter: { ordering: TITLE_ASC }) { items { id stock } } }`,
    { p: page },
  );
  return data.books.items.filter((b: { stock: number }) => b.stock >= 5).slice(0, n);
}

/** The one REST call a mutation made, as 'METHOD path'. */
function onlyCall(result: Result): string {
  expect(result.restCalls.map((c) => `${c.method} ${c.path}`)).toHaveLength(1);
  return `${result.restCalls[0]!.method} ${result.restCalls[0]!.path}`;
}

const LINE = `id quantity purchaseType rentalPeriod lineTotal book { id title inCart cartItem { id quantity } }`;

describe('Each mutation makes exactly one REST call: its write', () => {
  it('addToCart, updateCartItem and removeFromCart answer the line, the book and the cart count', async () => {
    const m = await newMember();
    const [a, b] = await someBooks(2);
    const added = await ok(
      `mutation ($id: ID!) { addToCart(bookId: $id, quantity: 2) { ${LINE} } }`,
      { id: a!.id },
      m.token,
    );
    expect(onlyCall(added)).toBe(`POST /cart/${a!.id}/add`);
    const line = added.data.addToCart;
    expect(line).toMatchObject({ quantity: 2, purchaseType: 'BUY', book: { id: a!.id, inCart: true } });
    expect(line.book.cartItem).toEqual({ id: line.id, quantity: 2 });

    const other = await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: b!.id }, m.token);
    expect(onlyCall(other)).toBe(`POST /cart/${b!.id}/add`);

    const edited = await ok(
      `mutation ($id: ID!) { updateCartItem(id: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { ${LINE} } }`,
      { id: line.id },
      m.token,
    );
    expect(onlyCall(edited)).toBe(`PUT /cart/${line.id}/edit`);
    expect(edited.data.updateCartItem).toMatchObject({
      quantity: 1,
      purchaseType: 'RENT',
      rentalPeriod: 'DAYS_30',
      book: { id: a!.id, inCart: true, cartItem: { id: line.id, quantity: 1 } },
    });

    const removed = await ok(
      `mutation ($id: ID!) { removeFromCart(id: $id) { count subtotal } }`,
      { id: line.id },
      m.token,
    );
    expect(onlyCall(removed)).toBe(`DELETE /cart/${line.id}/remove`);
    const cart = await ok(`{ cart { count subtotal items { id } } }`, {}, m.token);
    expect(removed.data.removeFromCart).toEqual({ count: 1, subtotal: cart.data.cart.subtotal });
    expect(cart.data.cart.items).toEqual([{ id: other.data.addToCart.id }]);
  });

  it('favourite and wishlist toggles answer the book with its new state', async () => {
    const m = await newMember();
    const [book] = await someBooks(1);
    const toggle = async (mutation: string, field: string) => {
      const result = await ok(
        `mutation ($id: ID!) { ${mutation}(bookId: $id) { id title price ${field} } }`,
        { id: book!.id },
        m.token,
      );
      return { call: onlyCall(result), book: result.data[mutation] };
    };
    expect(await toggle('addFavorite', 'isFavorite')).toMatchObject({
      call: 'POST /users/favorites/add/',
      book: { id: book!.id, isFavorite: true },
    });
    expect(await toggle('removeFavorite', 'isFavorite')).toMatchObject({
      call: 'DELETE /users/favorites/remove/',
      book: { id: book!.id, isFavorite: false },
    });
    expect(await toggle('addToWishlist', 'inWishlist')).toMatchObject({
      call: `POST /wishlist/books/${book!.id}/add`,
      book: { id: book!.id, inWishlist: true },
    });
    expect(await toggle('removeFromWishlist', 'inWishlist')).toMatchObject({
      call: `DELETE /wishlist/books/${book!.id}/remove`,
      book: { id: book!.id, inWishlist: false },
    });
    const now = await ok(`query ($id: ID!) { book(id: $id) { isFavorite inWishlist } }`, { id: book!.id }, m.token);
    expect(now.data.book).toEqual({ isFavorite: false, inWishlist: false });
  });

  it("review create, update and delete answer the review and the book's new rating", async () => {
    const m = await newMember();
    const [book] = await someBooks(1, 4);
    const input = { rating: 4, title: 'Worth the wait', content: 'Read it twice.', containsSpoiler: false };
    const created = await ok(
      `mutation ($id: ID!, $input: ReviewInput!) { createReview(bookId: $id, input: $input) { id rating book { id rating reviewsCount totalRatings } } }`,
      { id: book!.id, input },
      m.token,
    );
    // The write's answer carries its activity for friends' feeds too: no further call.
    expect(onlyCall(created)).toBe(`POST /books/${book!.id}/review/`);
    const review = created.data.createReview;
    const fresh = await ok(
      `query ($id: ID!) { book(id: $id) { rating reviewsCount totalRatings } }`,
      { id: book!.id },
      m.token,
    );
    expect(review.book).toEqual({ id: book!.id, ...fresh.data.book });

    const updated = await ok(
      `mutation ($id: ID!, $input: ReviewInput!) { updateReview(id: $id, input: $input) { id rating title isEdited book { id rating } } }`,
      { id: review.id, input: { ...input, rating: 2, title: 'Second thoughts' } },
      m.token,
    );
    expect(onlyCall(updated)).toBe(`PUT /reviews/${review.id}/`);
    expect(updated.data.updateReview).toMatchObject({ id: review.id, rating: 2, title: 'Second thoughts' });
    const rated = await ok(`query ($id: ID!) { book(id: $id) { rating } }`, { id: book!.id }, m.token);
    expect(updated.data.updateReview.book).toEqual({ id: book!.id, rating: rated.data.book.rating });

    const deleted = await ok(
      `mutation ($id: ID!) { deleteReview(id: $id) { id rating reviewsCount totalRatings myReview { id } } }`,
      { id: review.id },
      m.token,
    );
    expect(onlyCall(deleted)).toBe(`DELETE /reviews/${review.id}/`);
    const after = await ok(
      `query ($id: ID!) { book(id: $id) { rating reviewsCount totalRatings } }`,
      { id: book!.id },
      m.token,
    );
    expect(deleted.data.deleteReview).toEqual({ id: book!.id, ...after.data.book, myReview: null });
  });

  describe('friend actions', () => {
    const SEND = `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id accepted fromUser { id username } toUser { id username } } }`;
    const STATE = `userId status friendshipId requestId`;
    const send = (from: Member, to: Member) => ok(SEND, { id: to.id }, from.token);

    it('send, cancel and decline: one call each, answering the new state', async () => {
      const [me, you] = await Promise.all([newMember(), newMember()]);
      const sent = await send(me, you);
      expect(onlyCall(sent)).toBe(`POST /social/friends/${you.id}/request/`);
      expect(sent.data.sendFriendRequest).toMatchObject({
        accepted: false,
        fromUser: { id: me.id, username: me.username },
        toUser: { id: you.id, username: you.username },
      });
      const requestId = sent.data.sendFriendRequest.id;
      const cancelled = await ok(
        `mutation ($id: ID!) { cancelFriendRequest(requestId: $id) { ${STATE} } }`,
        { id: requestId },
        me.token,
      );
      expect(onlyCall(cancelled)).toBe(`POST /social/friends/requests/${requestId}/cancel/`);
      expect(cancelled.data.cancelFriendRequest).toEqual({
        userId: you.id,
        status: 'NONE',
        friendshipId: null,
        requestId: null,
      });

      const again = (await send(me, you)).data.sendFriendRequest.id;
      const declined = await ok(
        `mutation ($id: ID!) { rejectFriendRequest(requestId: $id) { ${STATE} } }`,
        { id: again },
        you.token,
      );
      expect(onlyCall(declined)).toBe(`POST /social/friends/requests/${again}/reject/`);
      expect(declined.data.rejectFriendRequest).toEqual({
        userId: me.id,
        status: 'NONE',
        friendshipId: null,
        requestId: null,
      });
    });

    it('accept, a crossed request and unfriend: one call each', async () => {
      const [me, you, third] = await Promise.all([newMember(), newMember(), newMember()]);
      const requestId = (await send(me, you)).data.sendFriendRequest.id;
      const accepted = await ok(
        `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id since friend { id username } } }`,
        { id: requestId },
        you.token,
      );
      expect(onlyCall(accepted)).toBe(`POST /social/friends/requests/${requestId}/accept/`);
      expect(accepted.data.acceptFriendRequest.friend).toEqual({ id: me.id, username: me.username });
      const friendshipId = accepted.data.acceptFriendRequest.id;

      // They asked first: asking them back accepts their request, still with one call.
      const theirs = (await send(third, me)).data.sendFriendRequest.id;
      const crossed = await send(me, third);
      expect(onlyCall(crossed)).toBe(`POST /social/friends/${third.id}/request/`);
      expect(crossed.data.sendFriendRequest).toMatchObject({
        id: theirs,
        accepted: true,
        fromUser: { id: third.id },
        toUser: { id: me.id },
      });

      const unfriended = await ok(
        `mutation ($id: ID!) { unfriend(friendshipId: $id) { ${STATE} } }`,
        { id: friendshipId },
        me.token,
      );
      expect(onlyCall(unfriended)).toBe(`DELETE /social/friends/${friendshipId}/unfriend/`);
      expect(unfriended.data.unfriend).toEqual({ userId: you.id, status: 'NONE', friendshipId: null, requestId: null });
      const friends = await ok(`{ friends { friend { id } } }`, {}, me.token);
      expect(friends.data.friends).toEqual([{ friend: { id: third.id } }]);
    });

    it("answer both sides: where the two stand at no cost, the member's lists at one read each", async () => {
      const [me, you, third] = await Promise.all([newMember(), newMember(), newMember()]);
      const status = `friendshipStatus(userId: $other) { ${STATE} }`;
      const lists = `friendRequests { incoming { id } outgoing { id } } friends { id friend { id } }`;
      const act = (mutation: string, args: string, by: Member, vars: Record<string, string>, other: Member) =>
        ok(
          `mutation ($id: ID!, $other: ID!) { ${mutation}(${args}: $id) { query { ${status} ${lists} } } }`,
          { ...vars, other: other.id },
          by.token,
        );
      /** The write first, then the two lists (read side by side, in either order). */
      const calls = (result: Result, write: string) => {
        const made = result.restCalls.map((c) => `${c.method} ${c.path}`);
        expect(made[0]).toBe(write);
        expect(made.slice(1).sort()).toEqual(['GET /social/friends/', 'GET /social/friends/requests/']);
      };

      // The state alone costs nothing past the write, for the two actions REST answers without it.
      const asked = await ok(
        `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id query { friendshipStatus(userId: $id) { ${STATE} } } } }`,
        { id: you.id },
        me.token,
      );
      expect(onlyCall(asked)).toBe(`POST /social/friends/${you.id}/request/`);
      const requestId = asked.data.sendFriendRequest.id;
      expect(asked.data.sendFriendRequest.query.friendshipStatus).toEqual({
        userId: you.id,
        status: 'PENDING',
        friendshipId: null,
        requestId,
      });
      const accepted = await ok(
        `mutation ($id: ID!, $other: ID!) { acceptFriendRequest(requestId: $id) { id query { friendshipStatus(userId: $other) { ${STATE} } } } }`,
        { id: requestId, other: me.id },
        you.token,
      );
      expect(onlyCall(accepted)).toBe(`POST /social/friends/requests/${requestId}/accept/`);
      const friendshipId = accepted.data.acceptFriendRequest.id;
      expect(accepted.data.acceptFriendRequest.query.friendshipStatus).toEqual({
        userId: me.id,
        status: 'FRIENDS',
        friendshipId,
        requestId: null,
      });

      // With the lists: send, cancel, decline, unfriend.
      const sent = await act('sendFriendRequest', 'userId', me, { id: third.id }, third);
      calls(sent, `POST /social/friends/${third.id}/request/`);
      const toThird = sent.data.sendFriendRequest.query;
      const pendingId = toThird.friendRequests.outgoing[0]?.id;
      expect(toThird).toEqual({
        friendshipStatus: { userId: third.id, status: 'PENDING', friendshipId: null, requestId: pendingId },
        friendRequests: { incoming: [], outgoing: [{ id: pendingId }] },
        friends: [{ id: friendshipId, friend: { id: you.id } }],
      });
      const cancelled = await act('cancelFriendRequest', 'requestId', me, { id: pendingId }, third);
      calls(cancelled, `POST /social/friends/requests/${pendingId}/cancel/`);
      expect(cancelled.data.cancelFriendRequest.query).toEqual({
        friendshipStatus: { userId: third.id, status: 'NONE', friendshipId: null, requestId: null },
        friendRequests: { incoming: [], outgoing: [] },
        friends: [{ id: friendshipId, friend: { id: you.id } }],
      });

      const theirs = (await send(third, me)).data.sendFriendRequest.id;
      const declined = await act('rejectFriendRequest', 'requestId', me, { id: theirs }, third);
      calls(declined, `POST /social/friends/requests/${theirs}/reject/`);
      expect(declined.data.rejectFriendRequest.query.friendRequests).toEqual({ incoming: [], outgoing: [] });
      expect(declined.data.rejectFriendRequest.query.friendshipStatus.status).toBe('NONE');

      const unfriended = await act('unfriend', 'friendshipId', me, { id: friendshipId }, you);
      calls(unfriended, `DELETE /social/friends/${friendshipId}/unfriend/`);
      expect(unfriended.data.unfriend.query).toEqual({
        friendshipStatus: { userId: you.id, status: 'NONE', friendshipId: null, requestId: null },
        friendRequests: { incoming: [], outgoing: [] },
        friends: [],
      });
    });
  });
});
