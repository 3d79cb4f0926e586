import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';
import { startFriendsActivity } from '../activity';

export const HomePageQuery = graphql(`
  query HomePage {
    featuredBooks {
      id
      inCart
      inStock
      ...BookCard_book
    }
    # The books the store added most recently.
    newBooks {
      id
      inCart
      inStock
      ...BookCard_book
    }
    # The member's own authors (or the store's marked sample) and books like their last read.
    readerHome {
      favouriteAuthorsAreSample
      favouriteAuthors {
        id
        ...FavouriteAuthors_author
      }
      lastRead {
        id
        title
      }
      becauseYouRead {
        id
        inCart
        inStock
        ...BookCard_book
      }
    }
    quoteOfTheDay {
      text
      author
    }
    # How to pay and where the store delivers, for the hero, how it works and the FAQ.
    store {
      ...StoreCopy_store @unmask
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, HomePageQuery);
  startFriendsActivity(client);
};
