/**
 * The normalized cache's shape, shared by the browser's client (apollo.ts) and the server renderer's
 * (server/render.tsx), so the cache the server hands over restores into the same policies.
 */
import { InMemoryCache } from '@apollo/client';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // Each (filter, page) pair is its own entry; pages are never merged into one list.
          books: { keyArgs: ['filter', 'page'] },
        },
      },
      // Where the signed-in member stands with another member: one object per other member (the
      // cache is cleared on sign-out), shared by the profile, friendshipStatus and the friend
      // mutations, so every screen shows the same state (features/friends).
      FriendshipState: { keyFields: ['userId'] },
      // The member's one cart (the cache is cleared on sign-out): a single object, so the header's
      // count, the cart screen's lines, every cart mutation's answer and the live cartChanged all
      // read and write the same one.
      Cart: { keyFields: [] },
    },
  });
}
