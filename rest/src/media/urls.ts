/** Absolute URLs of media served by this service (PUBLIC_URL based), in one place. */
export const bookCoverUrl = (publicUrl: string, bookId: number) => `${publicUrl}/media/covers/books/${bookId}.svg`;
export const authorCoverUrl = (publicUrl: string, authorId: number) =>
  `${publicUrl}/media/covers/authors/${authorId}.svg`;
/** Uploaded pictures are stored as a path relative to the uploads folder. */
export const uploadPath = (stored: string) => `/media/uploads/${stored}`;
export const uploadUrl = (publicUrl: string, stored: string | null) =>
  stored ? `${publicUrl}${uploadPath(stored)}` : null;
