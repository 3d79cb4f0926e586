import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const HomePageQuery = graphql(`
  query HomePage {
    featuredBooks {
      id
      inCart
      inStock
      author {
        id
      }
      ...BookCard_book
    }
    newBooks {
      id
      inCart
      inStock
      ...BookCard_book
    }
    authors {
      id
      ...FavouriteAuthors_author
    }
    quoteOfTheDay {
      text
      author
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, HomePageQuery);
};
