import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const SocialSuggestionsQuery = graphql(`
  query SocialSuggestions($page: Int!) {
    friendSuggestions(page: $page) {
      page
      hasNextPage
      totalCount
      items {
        id
        ...SuggestionCard_suggestion
      }
    }
  }
`);

export const SocialRequestsQuery = graphql(`
  query SocialRequests {
    friendRequests {
      incoming {
        id
        ...FriendRequestRow_request
      }
      outgoing {
        id
        toUser {
          id
        }
        ...FriendRequestRow_request
      }
    }
  }
`);

export const SocialFriendsQuery = graphql(`
  query SocialFriends {
    friends {
      id
      ...FriendRow_friendship
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, SocialSuggestionsQuery, { page: 1 }, { fresh: true });
  startQuery(client, SocialRequestsQuery, undefined, { fresh: true });
  startQuery(client, SocialFriendsQuery, undefined, { fresh: true });
};
