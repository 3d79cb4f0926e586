/**
 * Profile pictures: checked by their content (not their name or declared type), at most 5 MB,
 * JPEG or PNG only, then re-encoded (pictureImages.ts) and stored under
 * DATA_DIR/uploads/profile-pictures with a random name, one file per size. The upload's own bytes
 * are never written: a refused picture leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../http/errors.js';
import { pictureImages, type PictureSize } from './pictureImages.js';
import { pictureFile } from './urls.js';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** By their magic bytes: only these reach the decoder, never SVG, TIFF, HEIF or GIF. */
const ALLOWED = new Set(['image/jpeg', 'image/png']);
const FOLDER = 'profile-pictures';

/** Writes every size of an already re-encoded picture; returns its stored name. */
export async function storePictureImages(uploadsDir: string, images: Record<PictureSize, Buffer>): Promise<string> {
  const stored = `${FOLDER}/${randomUUID()}`;
  await mkdir(path.join(uploadsDir, FOLDER), { recursive: true });
  const files = (Object.keys(images) as PictureSize[]).map((size) => ({
    file: path.join(uploadsDir, pictureFile(stored, size)),
    bytes: images[size],
  }));
  try {
    await Promise.all(files.map(({ file, bytes }) => writeFile(file, bytes)));
  } catch (error) {
    await Promise.all(files.map(({ file }) => rm(file, { force: true })));
    throw error;
  }
  return stored;
}

/** Validates, re-encodes and stores a picture; returns its stored name (urls.ts makes its URLs). */
export async function storePicture(uploadsDir: string, content: unknown): Promise<string> {
  if (!Buffer.isBuffer(content)) throw badRequest('Please upload JPG or PNG images only');
  if (content.length > MAX_PICTURE_BYTES) throw badRequest('Image size should be less than 5MB');
  const type = await fileTypeFromBuffer(content);
  if (!type || !ALLOWED.has(type.mime)) throw badRequest('Please upload JPG or PNG images only');
  return storePictureImages(uploadsDir, await pictureImages(content));
}
