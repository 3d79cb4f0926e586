import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountShelvesQuery = graphql(`
  query AccountShelves($shelf: Shelf, $order: ShelfOrder, $page: Int) {
    myShelves(shelf: $shelf, order: $order, page: $page) {
      totalCount
      page
      pageCount
      shelfCounts {
        shelf
        count
      }
      items {
        id
        ...ShelfEntryRow_entry
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts): all shelves, latest first. */
export const preload: Preload = (client) => {
  startQuery(client, AccountShelvesQuery, { shelf: null, order: 'RECENTLY_UPDATED', page: 1 }, { fresh: true });
};
