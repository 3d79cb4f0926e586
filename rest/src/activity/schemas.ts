/** The wire shape of one activity in a friend's feed (routes/activity.ts). */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Book } from '../catalog/schemas.js';
import { Nullable, StringEnum } from '../http/schemas.js';
import { MemberSummary } from '../users/schemas.js';

export const ACTIVITY_KINDS = ['shelved', 'progress', 'finished', 'reviewed', 'challenge_milestone'] as const;

export const Activity = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(ACTIVITY_KINDS, {
    description:
      'shelved (onto want_to_read, currently_reading or did_not_finish), progress, finished (onto read), reviewed, challenge_milestone',
  }),
  created_at: Type.String({ description: 'ISO 8601' }),
  user: MemberSummary,
  book: Nullable(Book, { description: 'null for a challenge milestone' }),
  shelf: Nullable(Type.String()),
  pages: Nullable(Type.Integer()),
  percent: Nullable(Type.Integer({ description: 'Progress percent, or the milestone reached (25, 50, 75, 100)' })),
  review: Nullable(
    Type.Object({
      id: Type.Integer(),
      rating: Type.Integer(),
      title: Type.String(),
      content: Type.String(),
      contains_spoiler: Type.Boolean({ description: 'Blur it until the reader chooses to see it' }),
      created_at: Type.String(),
      updated_at: Type.String(),
    }),
  ),
  challenge: Nullable(
    Type.Object({ calendar: Type.String(), year: Type.Integer(), goal: Type.Integer(), done: Type.Integer() }),
  ),
});
export type ActivityJson = Static<typeof Activity>;

/**
 * What a write added to its member's activity, with the friends whose feeds show it (their privacy
 * applied): a shelving's, progress's or review's answer carries it, so the gateway delivers it live
 * with no further call. Empty when the member's privacy shows their activity to no one.
 */
export const LiveActivity = Type.Object(
  {
    activities: Type.Array(Activity, { description: 'Oldest first, at most 10' }),
    audience: Type.Array(Type.Integer(), { description: 'Member ids of the friends who may see them' }),
  },
  { description: "This write's activity for friends' feeds (addition)" },
);
