/**
 * Friends' activity's query and live event, started by the loaders of the screens that show it
 * (home, Book Social) with their own queries, so it goes in the screen's one request.
 */
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { startQuery } from '../../lib/routeData';

export const FRIENDS_ACTIVITY_PAGE = 10;

export const FriendsActivityQuery = graphql(`
  query FriendsActivity($first: Int!, $after: String) {
    friendsActivity(first: $first, after: $after) {
      nodes {
        id
        ...FriendActivityItem_activity
      }
      endCursor
      hasNextPage
    }
  }
`);

export const FriendActivityLive = graphql(`
  subscription FriendActivityLive {
    friendActivity {
      id
      ...FriendActivityItem_activity
    }
  }
`);

export function startFriendsActivity(client: ApolloClient): void {
  startQuery(client, FriendsActivityQuery, { first: FRIENDS_ACTIVITY_PAGE }, { fresh: true });
}
