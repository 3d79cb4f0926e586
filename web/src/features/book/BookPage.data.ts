import { graphql } from '../../gql';
import { isEntityId } from '../../lib/ids';
import { startQuery, type Preload } from '../../lib/routeData';

export const BookPageQuery = graphql(`
  query BookPage($id: ID!, $reviewsPage: Int!) {
    book(id: $id) {
      id
      title
      coverImage
      price
      rating
      totalRatings
      ratingBreakdown {
        stars
        count
      }
      reviewsCount
      year
      isBestSeller
      stock
      format
      description
      author {
        id
        name
      }
      ...BookActions_book
      ...RentalOptions_book
      ...ProductDetails_book
      ...ReadNext_book
      myReview {
        id
        ...ReviewCard_review @unmask
      }
      reviews(page: $reviewsPage) {
        totalCount
        page
        pageCount
        items {
          id
          ...ReviewCard_review @unmask
        }
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { params }) => {
  // An id no book can have is 'not found' without asking (lib/ids.ts).
  if (isEntityId(params.id ?? '')) startQuery(client, BookPageQuery, { id: params.id!, reviewsPage: 1 });
};
