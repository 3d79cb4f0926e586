/**
 * Pictures stored byte for byte before uploads were re-encoded (`profile-pictures/<uuid>.jpg` or
 * `.png`, with whatever EXIF location they carried) are re-encoded once at start, like a new
 * upload, and the original file is deleted. Until then they are never served (urls.ts). A file
 * that cannot be decoded, or is too large to, leaves the member with the initials. Several REST
 * processes may run this at once: a row changes only if it still names the old file, and the
 * process that lost keeps nothing of its own work.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { PICTURE_SIZES, pictureImages, type PictureSize } from './pictureImages.js';
import { storePictureImages } from './pictures.js';
import { pictureFile } from './urls.js';

/** Only names this service ever wrote: nothing outside the uploads folder is read or deleted. */
const LEGACY_NAME = /^profile-pictures\/[\w-]+\.(jpg|png)$/;

/** Re-encodes one stored original; the new stored name, or null when it cannot be shown. */
async function reencode(uploadsDir: string, content: Buffer): Promise<string | null> {
  try {
    return await storePictureImages(uploadsDir, await pictureImages(content));
  } catch (error) {
    if (error instanceof ApiError) return null; // refused as an upload would be
    throw error;
  }
}

/** Returns how many members' pictures it replaced. */
export async function reencodeLegacyPictures(db: Database, uploadsDir: string): Promise<number> {
  const rows = await db
    .select({ id: users.id, stored: users.profilePicture })
    .from(users)
    .where(or(like(users.profilePicture, '%.jpg'), like(users.profilePicture, '%.png')));
  let replaced = 0;
  for (const { id, stored } of rows) {
    if (!stored || !LEGACY_NAME.test(stored)) continue;
    const original = path.join(uploadsDir, stored);
    const content = await readFile(original).catch(() => null);
    // Gone: another process has just replaced it, and its row no longer names it.
    if (!content) continue;
    const next = await reencode(uploadsDir, content);
    const [changed] = await db
      .update(users)
      .set({ profilePicture: next })
      .where(and(eq(users.id, id), eq(users.profilePicture, stored)))
      .returning({ id: users.id });
    const obsolete = changed
      ? [stored]
      : next
        ? (Object.keys(PICTURE_SIZES) as PictureSize[]).map((size) => pictureFile(next, size))
        : [];
    await Promise.all(obsolete.map((file) => rm(path.join(uploadsDir, file), { force: true })));
    if (changed) replaced += 1;
  }
  return replaced;
}
