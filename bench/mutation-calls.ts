/**
 * Issue 18 part 3: the REST calls of every write the graph offers a member's screens, each asked
 * with the fields the web client selects after it (the book's `inCart`, the cart's count, the
 * book's new rating, where two members stand). A write answers from its own REST response, so each
 * should cost exactly one call: the write. Part of the upstream-calls benchmark.
 */
import { gql, gqlOk, registerMember, type BenchMember } from './lib/graphql.js';

export interface MutationCallRow {
  mutation: string;
  /** The REST calls it made, as 'METHOD /path'. */
  calls: string[];
}

const LINE = 'id quantity purchaseType rentalPeriod lineTotal book { id inCart cartItem { id } }';
const REVIEW = { rating: 4, title: 'Bench review', content: 'Counted, not read.', containsSpoiler: false };

export async function countMutations(url: string, bookIds: string[]): Promise<MutationCallRow[]> {
  const rows: MutationCallRow[] = [];
  const run = async <T>(mutation: string, query: string, variables: Record<string, unknown>, who: BenchMember) => {
    const reply = await gql<T>(url, query, variables, who.token);
    if (reply.errors?.length || !reply.data) throw new Error(`${mutation}: ${JSON.stringify(reply.errors)}`);
    rows.push({ mutation, calls: (reply.extensions?.restCalls ?? []).map((c) => `${c.method} ${c.path}`) });
    return reply.data;
  };
  const [me, friend, asker] = (await Promise.all(
    ['writer', 'friend', 'asker'].map((tag) => registerMember(url, `mut_${tag}`)),
  )) as [BenchMember, BenchMember, BenchMember];
  const [a, b] = bookIds;

  const added = await run<{ addToCart: { id: string } }>(
    'addToCart',
    `mutation ($id: ID!) { addToCart(bookId: $id, quantity: 2) { ${LINE} } }`,
    { id: a },
    me,
  );
  const line = added.addToCart.id;
  await run(
    'updateCartItem',
    `mutation ($id: ID!) { updateCartItem(id: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { ${LINE} } }`,
    { id: line },
    me,
  );
  await run('removeFromCart', `mutation ($id: ID!) { removeFromCart(id: $id) { count subtotal } }`, { id: line }, me);
  for (const [mutation, field] of [
    ['addFavorite', 'isFavorite'],
    ['removeFavorite', 'isFavorite'],
    ['addToWishlist', 'inWishlist'],
    ['removeFromWishlist', 'inWishlist'],
  ] as const) {
    await run(mutation, `mutation ($id: ID!) { ${mutation}(bookId: $id) { id ${field} } }`, { id: b }, me);
  }

  const created = await run<{ createReview: { id: string } }>(
    'createReview',
    `mutation ($id: ID!, $input: ReviewInput!) { createReview(bookId: $id, input: $input) { id book { id rating reviewsCount totalRatings } } }`,
    { id: b, input: REVIEW },
    me,
  );
  const review = created.createReview.id;
  await run(
    'updateReview',
    `mutation ($id: ID!, $input: ReviewInput!) { updateReview(id: $id, input: $input) { id rating title isEdited book { id rating } } }`,
    { id: review, input: { ...REVIEW, rating: 3 } },
    me,
  );
  await run(
    'deleteReview',
    `mutation ($id: ID!) { deleteReview(id: $id) { id rating reviewsCount totalRatings myReview { id } } }`,
    { id: review },
    me,
  );

  const STATE = 'userId status friendshipId requestId';
  const SEND = `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id accepted fromUser { id } toUser { id } } }`;
  type Sent = { sendFriendRequest: { id: string } };
  const first = await run<Sent>('sendFriendRequest', SEND, { id: friend.id }, me);
  await run(
    'cancelFriendRequest',
    `mutation ($id: ID!) { cancelFriendRequest(requestId: $id) { ${STATE} } }`,
    { id: first.sendFriendRequest.id },
    me,
  );
  const again = await gqlOk<Sent>(url, SEND, { id: friend.id }, me.token);
  await run(
    'rejectFriendRequest',
    `mutation ($id: ID!) { rejectFriendRequest(requestId: $id) { ${STATE} } }`,
    { id: again.sendFriendRequest.id },
    friend,
  );
  const third = await gqlOk<Sent>(url, SEND, { id: friend.id }, me.token);
  const accepted = await run<{ acceptFriendRequest: { id: string } }>(
    'acceptFriendRequest',
    `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id since friend { id username } } }`,
    { id: third.sendFriendRequest.id },
    friend,
  );
  await gqlOk(url, SEND, { id: me.id }, asker.token);
  await run('sendFriendRequest (they had asked: accepts theirs)', SEND, { id: asker.id }, me);
  await run(
    'unfriend',
    `mutation ($id: ID!) { unfriend(friendshipId: $id) { ${STATE} } }`,
    { id: accepted.acceptFriendRequest.id },
    me,
  );
  return rows;
}
