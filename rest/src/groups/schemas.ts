/** Reading groups' JSON shapes: a group, a group with its members, a discussion post and its replies. */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Book } from '../catalog/schemas.js';
import { Nullable } from '../http/schemas.js';
import { MemberSummary } from '../users/schemas.js';

export const ReadingGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  book: Nullable(Book, { description: 'The book the group is reading, if any' }),
  created_by: Nullable(MemberSummary, { description: 'Null once its creator closed their account' }),
  created_at: Type.String({ format: 'date-time' }),
  member_count: Type.Integer(),
  is_member: Type.Boolean({ description: 'Whether you are a member' }),
});

export const GroupMember = Type.Object({ user: MemberSummary, joined_at: Type.String({ format: 'date-time' }) });

export const ReadingGroupDetail = Type.Object({
  ...ReadingGroup.properties,
  members: Type.Array(GroupMember, { description: 'Members, first joined first' }),
});

const postFields = {
  id: Type.Integer(),
  group_id: Type.Integer(),
  parent_id: Nullable(Type.Integer({ description: 'The post this replies to; null for a post' })),
  author: MemberSummary,
  content: Type.String(),
  contains_spoiler: Type.Boolean(),
  hidden: Type.Boolean({ description: 'Hidden by staff: shown to its author and staff only' }),
  created_at: Type.String({ format: 'date-time' }),
};

export const GroupReply = Type.Object(postFields);
export const GroupPost = Type.Object({
  ...postFields,
  replies: Type.Array(GroupReply, { description: 'Replies, oldest first' }),
});

export type ReadingGroupJson = Static<typeof ReadingGroup>;
export type GroupReplyJson = Static<typeof GroupReply>;
export type GroupPostJson = Static<typeof GroupPost>;
