import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';
import { startFriendsActivity } from '../activity';

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

export const SocialChallengeQuery = graphql(`
  query SocialChallenge {
    readingChallenge {
      calendar
      year
      goal
      done
      toGo
      percent
      daysLeft
    }
  }
`);

/** Book Social's figures (stat cards and header), each counted by REST from the member's data. */
export const SocialStatsQuery = graphql(`
  query SocialStats {
    socialStats {
      activeFriends
      booksReadThisYear
      year
      commonGenres
      friends
      reviewsWritten
    }
  }
`);

/** A page of reading groups, newest first (the first unless `page` is given). */
export const SocialGroupsQuery = graphql(`
  query SocialGroups($page: Int = 1) {
    readingGroups(page: $page) {
      totalCount
      page
      pageCount
      items {
        id
        ...ReadingGroupCard_group
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, SocialSuggestionsQuery, { page: 1 }, { fresh: true });
  startQuery(client, SocialRequestsQuery, undefined, { fresh: true });
  startQuery(client, SocialFriendsQuery, undefined, { fresh: true });
  startQuery(client, SocialChallengeQuery, undefined, { fresh: true });
  startQuery(client, SocialStatsQuery, undefined, { fresh: true });
  startQuery(client, SocialGroupsQuery, { page: 1 }, { fresh: true });
  startFriendsActivity(client);
};
