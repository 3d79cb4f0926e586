/** The friend network's JSON shapes: a friend, a request, a suggestion, and where two members stand. */
import { Type } from '@fastify/type-provider-typebox';
import { Genre } from '../catalog/schemas.js';
import { Nullable, StringEnum } from '../http/schemas.js';
import { MemberSummary } from '../users/schemas.js';

export const Friend = Type.Object({
  id: Type.Integer({ description: 'The friendship id' }),
  friendship_id: Type.Integer(),
  user_id: Type.Integer(),
  user: MemberSummary,
  since: Type.String({ format: 'date-time' }),
});

export const FriendRequest = Type.Object({
  id: Type.Integer(),
  from_user: MemberSummary,
  to_user: MemberSummary,
  status: Type.String({ description: "'pending', or 'accepted' when sending accepted theirs" }),
  created_at: Type.String({ format: 'date-time' }),
});

export const FriendSuggestion = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  status: Type.String(),
  profile_picture_url: Nullable(Type.String()),
  is_verified: Type.Boolean(),
  mutual_favorite_genres: Type.Array(Genre),
  mutual_count: Type.Integer({ description: 'Favourite genres shared with you' }),
});

export const FriendshipState = StringEnum(['none', 'pending', 'received', 'friends', 'self'], {
  description: 'pending: you asked; received: they asked',
});

/** Where the caller stands with another member after a change (cancel, reject, unfriend). */
export const StandingWith = Type.Object({
  user_id: Type.Integer(),
  status: FriendshipState,
  friendship_id: Nullable(Type.Integer()),
  request_id: Nullable(Type.Integer()),
});
