/**
 * Reading groups (issue 36 item 4): any signed-in member may list and read a group and its
 * discussion; members post and reply (one level: a reply answers a post, not a reply); staff hide
 * a post, after which only its author and staff see it (anyone else gets 404, as for a post that
 * does not exist). Joining twice or leaving a group one is not in changes nothing. Every list is a
 * fixed number of queries whatever its length.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { booksById, visibleBookById } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { readingGroupMembers, readingGroupPosts, readingGroups, users } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import type { PageRequest } from '../http/pagination.js';
import { memberSummary } from '../users/profile.js';
import type { GroupPostJson, GroupReplyJson, ReadingGroupJson } from './schemas.js';

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 1000;
export const CONTENT_MAX = 5000;

type GroupRow = typeof readingGroups.$inferSelect;
type PostRow = typeof readingGroupPosts.$inferSelect;

/** Who is asking: a member, and whether they are staff (who see hidden posts). */
export interface Viewer {
  id: number;
  staff: boolean;
}

/** Text without its outer spaces; a 400 naming the field when empty or too long. */
export function cleanText(field: string, value: string, max: number, required = true): string {
  const text = value.trim();
  if (required && !text) throw badRequest(`${field}: This field may not be blank.`);
  if (text.length > max) throw badRequest(`${field}: Ensure this field has no more than ${max} characters.`);
  return text;
}

async function groupsJson(db: Database, publicUrl: string, viewerId: number, rows: GroupRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((g) => g.id);
  const creatorIds = rows.flatMap((g) => (g.createdBy === null ? [] : [g.createdBy]));
  const [counts, mine, creators, books] = await Promise.all([
    db
      .select({ groupId: readingGroupMembers.groupId, n: count() })
      .from(readingGroupMembers)
      .where(inArray(readingGroupMembers.groupId, ids))
      .groupBy(readingGroupMembers.groupId),
    db
      .select({ groupId: readingGroupMembers.groupId })
      .from(readingGroupMembers)
      .where(and(inArray(readingGroupMembers.groupId, ids), eq(readingGroupMembers.userId, viewerId))),
    creatorIds.length ? db.select().from(users).where(inArray(users.id, creatorIds)) : Promise.resolve([]),
    booksById(
      db,
      publicUrl,
      rows.flatMap((g) => (g.bookId === null ? [] : [g.bookId])),
    ),
  ]);
  const countOf = new Map(counts.map((c) => [c.groupId, Number(c.n)]));
  const member = new Set(mine.map((m) => m.groupId));
  const creatorOf = new Map(creators.map((u) => [u.id, u]));
  return rows.map((g): ReadingGroupJson => {
    const creator = g.createdBy === null ? undefined : creatorOf.get(g.createdBy);
    return {
      id: g.id,
      name: g.name,
      description: g.description,
      book: (g.bookId !== null && books.get(g.bookId)) || null,
      created_by: creator ? memberSummary(publicUrl, creator) : null,
      created_at: g.createdAt.toISOString(),
      member_count: countOf.get(g.id) ?? 0,
      is_member: member.has(g.id),
    };
  });
}

async function groupRow(db: Database, id: number): Promise<GroupRow> {
  const [row] = await db.select().from(readingGroups).where(eq(readingGroups.id, id));
  if (!row) throw notFound('Reading group not found.');
  return row;
}

export async function groupJson(db: Database, publicUrl: string, viewerId: number, id: number) {
  const [json] = await groupsJson(db, publicUrl, viewerId, [await groupRow(db, id)]);
  return json!;
}

/** Groups newest first, a page at a time. */
export async function groupPage(db: Database, publicUrl: string, viewerId: number, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(readingGroups)
      .orderBy(desc(readingGroups.createdAt), desc(readingGroups.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(readingGroups),
  ]);
  return { count: Number(total?.n ?? 0), groups: await groupsJson(db, publicUrl, viewerId, rows) };
}

/** A group with its members, first joined first. */
export async function groupDetail(db: Database, publicUrl: string, viewerId: number, id: number) {
  const group = await groupJson(db, publicUrl, viewerId, id);
  const rows = await db
    .select({ user: users, joinedAt: readingGroupMembers.joinedAt })
    .from(readingGroupMembers)
    .innerJoin(users, eq(users.id, readingGroupMembers.userId))
    .where(eq(readingGroupMembers.groupId, id))
    .orderBy(asc(readingGroupMembers.joinedAt), asc(users.id));
  return {
    ...group,
    members: rows.map((r) => ({ user: memberSummary(publicUrl, r.user), joined_at: r.joinedAt.toISOString() })),
  };
}

/** Creates a group with its creator as its first member; answers its id. */
export async function createGroup(
  db: Database,
  publicUrl: string,
  userId: number,
  input: { name: string; description?: string | undefined; book_id?: number | null | undefined },
): Promise<number> {
  const name = cleanText('name', input.name, NAME_MAX);
  const description = cleanText('description', input.description ?? '', DESCRIPTION_MAX, false);
  const bookId = input.book_id ?? null;
  if (bookId !== null && !(await visibleBookById(db, publicUrl, bookId))) throw badRequest('book_id: Book not found.');
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(readingGroups)
      .values({ name, description, bookId, createdBy: userId })
      .returning({ id: readingGroups.id });
    await tx.insert(readingGroupMembers).values({ groupId: group!.id, userId });
    return group!.id;
  });
}

/** Joins a group; joining again changes nothing. Answers whether the member was already in. */
export async function joinGroup(db: Database, userId: number, groupId: number): Promise<boolean> {
  await groupRow(db, groupId);
  const added = await db
    .insert(readingGroupMembers)
    .values({ groupId, userId })
    .onConflictDoNothing()
    .returning({ userId: readingGroupMembers.userId });
  return added.length === 0;
}

/** Leaves a group; leaving one you are not in changes nothing. Answers whether the member was in. */
export async function leaveGroup(db: Database, userId: number, groupId: number): Promise<boolean> {
  await groupRow(db, groupId);
  const gone = await db
    .delete(readingGroupMembers)
    .where(and(eq(readingGroupMembers.groupId, groupId), eq(readingGroupMembers.userId, userId)))
    .returning({ userId: readingGroupMembers.userId });
  return gone.length > 0;
}

async function isMember(db: Database, userId: number, groupId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: readingGroupMembers.userId })
    .from(readingGroupMembers)
    .where(and(eq(readingGroupMembers.groupId, groupId), eq(readingGroupMembers.userId, userId)));
  return Boolean(row);
}

/** Posts the viewer may see: not hidden, or hidden but theirs, or any for staff. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.staff) return undefined;
  return or(isNull(readingGroupPosts.hiddenAt), eq(readingGroupPosts.userId, viewer.id));
}

async function postsJson(db: Database, publicUrl: string, rows: PostRow[]): Promise<GroupReplyJson[]> {
  if (!rows.length) return [];
  const authors = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((p) => p.userId))]));
  const authorOf = new Map(authors.map((u) => [u.id, memberSummary(publicUrl, u)]));
  return rows.map((p) => ({
    id: p.id,
    group_id: p.groupId,
    parent_id: p.parentId,
    author: authorOf.get(p.userId)!,
    content: p.content,
    contains_spoiler: p.containsSpoiler,
    hidden: p.hiddenAt !== null,
    created_at: p.createdAt.toISOString(),
  }));
}

/** A group's discussion: posts newest first a page at a time, each with its replies oldest first. */
export async function postPage(db: Database, publicUrl: string, viewer: Viewer, groupId: number, page: PageRequest) {
  await groupRow(db, groupId);
  const topLevel = and(eq(readingGroupPosts.groupId, groupId), isNull(readingGroupPosts.parentId), visibleTo(viewer));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(readingGroupPosts)
      .where(topLevel)
      .orderBy(desc(readingGroupPosts.createdAt), desc(readingGroupPosts.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(readingGroupPosts).where(topLevel),
  ]);
  const replies = rows.length
    ? await db
        .select()
        .from(readingGroupPosts)
        .where(
          and(
            inArray(
              readingGroupPosts.parentId,
              rows.map((p) => p.id),
            ),
            visibleTo(viewer),
          ),
        )
        .orderBy(asc(readingGroupPosts.createdAt), asc(readingGroupPosts.id))
    : [];
  const json = await postsJson(db, publicUrl, [...rows, ...replies]);
  const byId = new Map(json.map((p) => [p.id, p]));
  const posts: GroupPostJson[] = rows.map((p) => ({
    ...byId.get(p.id)!,
    replies: replies.filter((r) => r.parentId === p.id).map((r) => byId.get(r.id)!),
  }));
  return { count: Number(total?.n ?? 0), posts };
}

/** One post with its visible replies, as the viewer may see it (404 otherwise). */
export async function postJson(db: Database, publicUrl: string, viewer: Viewer, id: number): Promise<GroupPostJson> {
  const [row] = await db
    .select()
    .from(readingGroupPosts)
    .where(and(eq(readingGroupPosts.id, id), visibleTo(viewer)));
  if (!row) throw notFound('Post not found.');
  const replies = await db
    .select()
    .from(readingGroupPosts)
    .where(and(eq(readingGroupPosts.parentId, id), visibleTo(viewer)))
    .orderBy(asc(readingGroupPosts.createdAt), asc(readingGroupPosts.id));
  const [post, ...rest] = await postsJson(db, publicUrl, [row, ...replies]);
  return { ...post!, replies: rest };
}

/** Posts to a group's discussion (members only), or replies to a post of it; answers the new id. */
export async function addPost(
  db: Database,
  viewer: Viewer,
  groupId: number,
  input: { content: string; contains_spoiler?: boolean | undefined; parent_id?: number | null | undefined },
): Promise<number> {
  await groupRow(db, groupId);
  const content = cleanText('content', input.content, CONTENT_MAX);
  if (!(await isMember(db, viewer.id, groupId))) throw forbidden('Join the group to post in its discussion.');
  const parentId = input.parent_id ?? null;
  if (parentId !== null) {
    const [parent] = await db
      .select()
      .from(readingGroupPosts)
      .where(and(eq(readingGroupPosts.id, parentId), eq(readingGroupPosts.groupId, groupId), visibleTo(viewer)));
    if (!parent) throw notFound('Post not found.');
    if (parent.parentId !== null) throw badRequest('parent_id: Reply to a post, not to a reply.');
  }
  const [row] = await db
    .insert(readingGroupPosts)
    .values({ groupId, userId: viewer.id, parentId, content, containsSpoiler: input.contains_spoiler ?? false })
    .returning({ id: readingGroupPosts.id });
  return row!.id;
}

/** Staff hide a post (or show it again); answers the post as it was and as it is. */
export async function setPostHidden(db: Database, id: number, hidden: boolean, now: Date) {
  const [before] = await db.select().from(readingGroupPosts).where(eq(readingGroupPosts.id, id));
  if (!before) throw notFound('Post not found.');
  await db
    .update(readingGroupPosts)
    .set({ hiddenAt: hidden ? (before.hiddenAt ?? now) : null })
    .where(eq(readingGroupPosts.id, id));
  return { before: { hidden: before.hiddenAt !== null }, after: { hidden } };
}
