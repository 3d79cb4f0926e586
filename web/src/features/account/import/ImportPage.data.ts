import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountImportQuery = graphql(`
  query AccountImport($page: Int) {
    goodreadsUnmatched(page: $page) {
      totalCount
      page
      pageCount
      items {
        id
        ...UnmatchedRow_row
      }
    }
  }
`);

export const ImportGoodreadsMutation = graphql(`
  mutation ImportGoodreads($csv: String!) {
    importGoodreads(csv: $csv) {
      rows
      matched
      shelved {
        shelf
        count
      }
      reviewsAdded
      alreadyThere
      unmatched
      skipped
    }
  }
`);

export const GoodreadsExportQuery = graphql(`
  query GoodreadsExport {
    goodreadsExport
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts): the rows left to match. */
export const preload: Preload = (client) => {
  startQuery(client, AccountImportQuery, { page: 1 }, { fresh: true });
};
