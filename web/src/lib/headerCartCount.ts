/**
 * The header's cart count. The member's cart is one object in Apollo's cache (apolloCache.ts):
 * every cart answer writes it (a line's `cart`, removeFromCart, the live cartChanged), so the
 * header shows REST's own count after each change, with nothing moved by hand.
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../gql';

export const HeaderCartCount = graphql(`
  query HeaderCartCount {
    cart {
      count
    }
  }
`);

/** The count as the cache holds it, `change` lines on: an optimistic answer's (0 before the first read). */
export function cartCountAfter(cache: ApolloCache, change: number): number {
  return Math.max(0, (cache.readQuery({ query: HeaderCartCount })?.cart.count ?? 0) + change);
}
