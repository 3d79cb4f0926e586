/**
 * The user-profile JSON of SPEC §3, for the member themself or for another member. Another
 * member's profile never shows the email; its private parts (birth date, favourite books,
 * wishlist, mutual books) are hidden when the owner's privacy is 'private', and from everyone but
 * their friends when it is 'friends'; `is_private` says so, so a screen can tell a limited profile
 * from one with nothing in it. Mutual genres and books are relative to the viewer.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { booksById, type BookJson, type GenreJson } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { favoriteBooks, favoriteGenres, friendships, genres, users, wishlistItems } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import { currentlyReadingBookId } from '../reading/shelves.js';
import type { PictureSize } from '../media/pictureImages.js';
import { uploadPath, uploadUrl } from '../media/urls.js';

type UserRow = typeof users.$inferSelect;

/**
 * The short form of a member used in lists (friends, requests, search, reviews): its picture is
 * the small one, as lists show avatars; a profile shows the large one (media/pictureImages.ts).
 */
export function memberSummary(
  publicUrl: string,
  u: Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'status' | 'isVerified' | 'profilePicture'>,
  pictureSize: PictureSize = 'small',
) {
  return {
    id: u.id,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    status: u.status,
    is_verified: u.isVerified,
    profile_picture: uploadPath(u.profilePicture, pictureSize),
    profile_picture_url: uploadUrl(publicUrl, u.profilePicture, pictureSize),
  };
}

async function favoriteGenresOf(db: Database, userIds: number[]): Promise<Map<number, GenreJson[]>> {
  const rows = await db
    .select({ userId: favoriteGenres.userId, id: genres.id, name: genres.name })
    .from(favoriteGenres)
    .innerJoin(genres, eq(genres.id, favoriteGenres.genreId))
    .where(inArray(favoriteGenres.userId, userIds))
    .orderBy(asc(genres.name));
  const map = new Map<number, GenreJson[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

async function favoriteBookIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ bookId: favoriteBooks.bookId })
    .from(favoriteBooks)
    .where(eq(favoriteBooks.userId, userId))
    .orderBy(desc(favoriteBooks.createdAt), asc(favoriteBooks.bookId));
  return rows.map((r) => r.bookId);
}

async function areFriends(db: Database, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: friendships.id })
    .from(friendships)
    .where(and(eq(friendships.userLowId, Math.min(a, b)), eq(friendships.userHighId, Math.max(a, b))));
  return row !== undefined;
}

/** Whether `viewerId` may not see the private parts of `owner`'s profile. */
async function privateFrom(db: Database, owner: UserRow, viewerId: number | null): Promise<boolean> {
  if (viewerId === owner.id || owner.privacy === 'public') return false;
  if (owner.privacy === 'friends' && viewerId !== null) return !(await areFriends(db, owner.id, viewerId));
  return true;
}

export async function profileJson(db: Database, publicUrl: string, userId: number, viewerId: number | null) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return undefined;
  const own = viewerId === userId;
  const hidden = await privateFrom(db, u, viewerId);
  const ids = own || viewerId === null ? [userId] : [userId, viewerId];
  const [genreMap, favIds, viewerFavIds, wishlist, readingId] = await Promise.all([
    favoriteGenresOf(db, ids),
    favoriteBookIds(db, userId),
    own || viewerId === null ? Promise.resolve([]) : favoriteBookIds(db, viewerId),
    db
      .select({ id: wishlistItems.id, bookId: wishlistItems.bookId, createdAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt)),
    // The latest updated book on the Currently Reading shelf.
    currentlyReadingBookId(db, userId),
  ]);
  const bookMap = await booksById(db, publicUrl, [
    ...favIds,
    ...wishlist.map((w) => w.bookId),
    ...(readingId ? [readingId] : []),
  ]);
  const pick = (id: number) => bookMap.get(id);
  const favoriteGenreList = genreMap.get(userId) ?? [];
  const viewerGenreIds = new Set((viewerId !== null && !own ? (genreMap.get(viewerId) ?? []) : []).map((g) => g.id));
  const viewerFavs = new Set(viewerFavIds);
  const favorite_books = favIds.map(pick).filter((b): b is BookJson => b !== undefined);
  return {
    ...memberSummary(publicUrl, u, 'large'),
    email: own ? u.email : null,
    staff_role: own && (u.role === 'staff' || u.role === 'admin') ? (u.role as 'staff' | 'admin') : null,
    is_private: hidden,
    created_at: u.createdAt.toISOString(),
    date_of_birth: hidden ? null : u.dateOfBirth,
    bio: u.bio,
    status_updated_at: u.statusUpdatedAt?.toISOString() ?? null,
    github: u.github,
    linkedin: u.linkedin,
    instagram: u.instagram,
    currently_reading: readingId ? (pick(readingId) ?? null) : null,
    favorite_books: hidden ? [] : favorite_books,
    favorite_genres: favoriteGenreList,
    wishlist_items: hidden
      ? []
      : wishlist.flatMap((w) => {
          const book = pick(w.bookId);
          return book ? [{ id: w.id, book, added_at: w.createdAt.toISOString() }] : [];
        }),
    mutual_favorite_genres: favoriteGenreList.filter((g) => viewerGenreIds.has(g.id)),
    mutual_favorite_books: hidden
      ? []
      : favorite_books
          .filter((b) => viewerFavs.has(b.id))
          .map((b) => ({ id: b.id, title: b.title, cover_image: b.cover_image })),
    ...(own
      ? { settings: { email_notifications: u.emailNotifications, privacy: u.privacy, language: u.language } }
      : {}),
  };
}

/** A member's profile as they see it themself; a member gone meanwhile is signed out (401). */
export async function ownProfileJson(db: Database, publicUrl: string, userId: number) {
  const profile = await profileJson(db, publicUrl, userId, userId);
  if (!profile) throw unauthorized();
  return profile;
}

/** `email` as normalizeEmail (email.ts) gives it. */
export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return u;
}
