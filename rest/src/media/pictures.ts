/**
 * Profile pictures: checked by their content (not their name or declared type), at most 5 MB,
 * JPEG or PNG only, stored under DATA_DIR/uploads/profile-pictures with a random name.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../http/errors.js';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);

/** Validates and stores a picture; returns its path relative to the uploads folder. */
export async function storePicture(uploadsDir: string, content: unknown): Promise<string> {
  if (!Buffer.isBuffer(content)) throw badRequest('Please upload JPG or PNG images only');
  if (content.length > MAX_PICTURE_BYTES) throw badRequest('Image size should be less than 5MB');
  const type = await fileTypeFromBuffer(content);
  const ext = type && ALLOWED.get(type.mime);
  if (!ext) throw badRequest('Please upload JPG or PNG images only');
  const relative = `profile-pictures/${randomUUID()}.${ext}`;
  await mkdir(path.join(uploadsDir, 'profile-pictures'), { recursive: true });
  await writeFile(path.join(uploadsDir, relative), content);
  return relative;
}
