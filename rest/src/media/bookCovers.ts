/**
 * Book covers staff upload: checked by their content like profile pictures (pictures.ts: JPEG or
 * PNG only, at most 5 MB, never more than MAX_PICTURE_PIXELS decoded), then re-encoded by sharp
 * into one 2:3 portrait WebP (COVER_WIDTH × COVER_HEIGHT, cropped to fill around what draws the
 * eye, metadata dropped, orientation applied) stored under DATA_DIR/uploads/book-covers with a
 * random name. The upload's own bytes are never written.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../http/errors.js';
import { MAX_PICTURE_PIXELS } from './pictureImages.js';
import { MAX_PICTURE_BYTES } from './pictures.js';
import { bookCoverFile } from './urls.js';

/** 2:3, the shape every cover in the web app is shown in; 600 px wide is 2× the largest (300 CSS px). */
export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 900;
const FOLDER = 'book-covers';
const ALLOWED = new Set(['image/jpeg', 'image/png']);
const NOT_AN_IMAGE = 'Please upload JPG or PNG images only';
const TOO_LARGE = 'Image dimensions are too large (at most 50 megapixels)';
const UNREADABLE = 'Error processing image';

const refusal = (error: unknown) =>
  badRequest(error instanceof Error && /pixel limit/i.test(error.message) ? TOO_LARGE : UNREADABLE);

/** The cover as a 2:3 WebP; a 400 for anything that is not a JPEG or PNG that decodes. */
export async function bookCoverImage(content: unknown): Promise<Buffer> {
  if (!Buffer.isBuffer(content) || content.length === 0) throw badRequest(NOT_AN_IMAGE);
  if (content.length > MAX_PICTURE_BYTES) throw badRequest('Image size should be less than 5MB');
  const type = await fileTypeFromBuffer(content);
  if (!type || !ALLOWED.has(type.mime)) throw badRequest(NOT_AN_IMAGE);
  let size: { width: number; height: number };
  try {
    size = await sharp(content, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (size.width * size.height > MAX_PICTURE_PIXELS) throw badRequest(TOO_LARGE);
  try {
    return await sharp(content, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}

/** Validates, re-encodes and stores a cover; returns its stored name (urls.ts makes its URL). */
export async function storeBookCover(uploadsDir: string, content: unknown): Promise<string> {
  const image = await bookCoverImage(content);
  const stored = `${FOLDER}/${randomUUID()}`;
  await mkdir(path.join(uploadsDir, FOLDER), { recursive: true });
  await writeFile(path.join(uploadsDir, bookCoverFile(stored)), image);
  return stored;
}
