/** The header's cart count: one query the header reads and optimistic cart changes write. */
import { graphql } from '../gql';

export const HeaderCartCount = graphql(`
  query HeaderCartCount {
    cart {
      count
    }
  }
`);
