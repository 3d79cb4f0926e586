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
        ...FavouriteAuthors_author
      }
      ...BookCard_book
    }
    newBooks {
      id
      inCart
      inStock
      ...BookCard_book
    }
    # The row shows 8: the featured books' authors first, topped up from the first authors by name.
    authors(pageSize: 8) {
      items {
        id
        ...FavouriteAuthors_author
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
};
