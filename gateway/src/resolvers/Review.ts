/** Review: on a book's list it names its author and book_id; on a profile's list it carries its book. */
import type { ReviewResolvers } from '../generated/resolvers.js';

export const Review: ReviewResolvers = {
  id: (r) => String(r.id),
  rating: (r) => Number(r.rating),
  containsSpoiler: (r) => r.contains_spoiler,
  createdAt: (r) => r.created_at,
  updatedAt: (r) => r.updated_at,
  isEdited: (r) => r.updated_at !== r.created_at,
  author: (r) => r.user ?? null,
  book: (r, _, ctx) => r.book ?? ctx.loaders.book.load(String(r.book_id)),
};
