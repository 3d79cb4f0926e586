/** Absolute URLs of media served by this service (PUBLIC_URL based), in one place. */
import type { PictureSize } from './pictureImages.js';

/** A book's uploaded cover (its stored name, `book-covers/<uuid>`), else its generated SVG. */
export const bookCoverUrl = (publicUrl: string, bookId: number, stored?: string | null) =>
  stored ? `${publicUrl}/media/uploads/${bookCoverFile(stored)}` : `${publicUrl}/media/covers/books/${bookId}.svg`;
export const bookCoverFile = (stored: string) => `${stored}.webp`;
export const authorCoverUrl = (publicUrl: string, authorId: number) =>
  `${publicUrl}/media/covers/authors/${authorId}.svg`;

/** A stored picture is named once (`profile-pictures/<uuid>`) and served in each size as its own file. */
export const pictureFile = (stored: string, size: PictureSize) => `${stored}-${size}.webp`;

/**
 * A name with an extension is an upload stored byte for byte before pictures were re-encoded: it
 * is never served (its metadata may hold where it was taken) and has no URL until
 * legacyPictures.ts has re-encoded it; the web app shows the initials meanwhile.
 */
export const isLegacyPicture = (stored: string) => /\.(jpg|png)$/.test(stored);

/** Whether a path under /media/uploads/ names a re-encoded picture (anything else is a 404). */
export const isServedPicture = (pathName: string) =>
  /^\/?profile-pictures\/[\w-]+-(small|large)\.webp$/.test(pathName) || /^\/?book-covers\/[\w-]+\.webp$/.test(pathName);

/** Uploaded pictures are served from the uploads folder under /media/uploads/. */
export const uploadPath = (stored: string | null, size: PictureSize) =>
  stored && !isLegacyPicture(stored) ? `/media/uploads/${pictureFile(stored, size)}` : null;
export const uploadUrl = (publicUrl: string, stored: string | null, size: PictureSize) => {
  const file = uploadPath(stored, size);
  return file && `${publicUrl}${file}`;
};
