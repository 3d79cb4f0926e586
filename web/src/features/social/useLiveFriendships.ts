/**
 * Book Social's live updates (friendRequestReceived, friendshipChanged): while /social is open, a
 * request someone sends appears in Incoming with its count, an accepted request moves its member
 * into the friends list (and out of 'People you may know'), and a request or friendship ended on
 * the other side leaves the lists, all without a reload. The events' objects are normalized
 * into the cache by Apollo; here only the root lists gain or lose references, as the optimistic
 * actions (features/friends) do; the events' friendship states are normalized too, so an open profile
 * of the same member follows.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import { withFriend, withRequest, withoutRequest } from '../friends';

const FriendRequestReceived = graphql(`
  subscription SocialFriendRequestReceived {
    friendRequestReceived {
      id
      ...FriendRequestRow_request
    }
  }
`);

const FriendshipChanged = graphql(`
  subscription SocialFriendshipChanged {
    friendshipChanged {
      action
      requestId
      friendshipId
      state {
        userId
        status
        friendshipId
        requestId
      }
      friendship {
        id
        ...FriendRow_friendship
      }
    }
  }
`);

type Page = { items: readonly Reference[]; totalCount: number };

/** A new friend is no longer someone you may know. */
function withoutSuggestion(cache: ApolloCache, userId: string) {
  const id = cache.identify({ __typename: 'FriendSuggestion', id: userId });
  cache.modify<{ friendSuggestions: Page }>({
    fields: {
      friendSuggestions: (page, { isReference }) => {
        if (isReference(page)) return page;
        const items = page.items.filter((r) => r.__ref !== id);
        return { ...page, items, totalCount: page.totalCount - (page.items.length - items.length) };
      },
    },
  });
}

export function useLiveFriendships(): void {
  useSubscription(FriendRequestReceived, {
    onData: ({ client, data }) => {
      const request = data.data?.friendRequestReceived;
      if (!request) return;
      const ref = { __ref: client.cache.identify({ __typename: 'FriendRequest', id: request.id })! };
      withRequest(client.cache, 'incoming', (refs) => [ref, ...refs.filter((r) => r.__ref !== ref.__ref)]);
    },
  });

  useSubscription(FriendshipChanged, {
    onData: ({ client: { cache }, data }) => {
      const change = data.data?.friendshipChanged;
      if (!change) return;
      if (change.requestId) {
        withoutRequest(cache, 'incoming', change.requestId);
        withoutRequest(cache, 'outgoing', change.requestId);
      }
      if (change.action === 'ACCEPTED' && change.friendship) {
        withFriend(cache, change.friendship.id, true);
        withoutSuggestion(cache, change.state.userId);
      }
      if (change.action === 'UNFRIENDED' && change.friendshipId) withFriend(cache, change.friendshipId, false);
    },
  });
}
