/**
 * The header's cart count: one query the header reads, live counts (cartChanged) write, and cart
 * changes move by their delta, at once and again when the server answers.
 */
import type { ApolloCache, ApolloClient } from '@apollo/client';
import { graphql } from '../gql';

export const HeaderCartCount = graphql(`
  query HeaderCartCount {
    cart {
      count
    }
  }
`);

/** Live counts this tab has written (CartButton). */
let liveCounts = 0;

/** Writes a live count: the cart as the gateway read it after some change, this tab's or another's. */
export function writeLiveCartCount(cache: ApolloCache, count: number): void {
  liveCounts += 1;
  cache.modify<{ cart: { count: number } }>({
    // The cart has no id: only its count is written, the lines the cart screen holds stay as they are.
    fields: { cart: (cart, { isReference }) => (isReference(cart) ? cart : { ...cart, count }) },
  });
}

/**
 * Starts a cart change's part in the header count; call it as the change is sent, and call what
 * it returns from the mutation's `update` (Apollo runs that for the optimistic result, then for
 * the server's answer). The optimistic count moves by `delta`. The answer moves the real count by
 * `delta` too, unless a live count was written while the change was on its way: the gateway
 * announces a change before answering it, so that count may already hold this one, and adding
 * `delta` again would say 'Cart, 2 items' for one line. Then the count is asked again instead.
 */
export function startCartCountChange(client: ApolloClient, delta: number) {
  const liveBefore = liveCounts;
  return (cache: ApolloCache, answered: boolean): void => {
    if (answered && liveCounts !== liveBefore) {
      void client.query({ query: HeaderCartCount, fetchPolicy: 'network-only' }).catch(() => {
        // The next live count or screen read corrects it; the cart change itself stands.
      });
      return;
    }
    cache.updateQuery({ query: HeaderCartCount }, (data) =>
      data ? { cart: { ...data.cart, count: Math.max(0, data.cart.count + delta) } } : data,
    );
  };
}
