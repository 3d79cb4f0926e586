/** Reviews' JSON shapes (SPEC §3): on a book's list (rating '1'–'5') and on a member's profile (rating a number). */
import { Type } from '@fastify/type-provider-typebox';
import { AuthorRef } from '../catalog/schemas.js';
import { Nullable } from '../http/schemas.js';

const written = {
  title: Type.String(),
  content: Type.String(),
  contains_spoiler: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};

export const BookReview = Type.Object({
  id: Type.Integer(),
  book_id: Type.Integer(),
  rating: Type.String({ description: "'1' to '5'" }),
  ...written,
  user: Type.Object({
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    username: Type.String(),
    profile_picture_url: Nullable(Type.String()),
  }),
});

export const ProfileReview = Type.Object({
  id: Type.Integer(),
  book: Type.Object({ id: Type.Integer(), title: Type.String(), cover_image: Type.String(), author: AuthorRef }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  ...written,
});

/** One book's reviews in a batch read (reviews/batches.ts). */
export const BookReviewPage = Type.Object({
  book_id: Type.Integer(),
  count: Type.Integer({ description: 'Reviews of the book on all pages' }),
  average_rating: Type.Number({ description: 'One decimal; 0 when none' }),
  reviews: Type.Array(BookReview, { description: 'The requested page, newest first; empty past the last page' }),
});

export const MemberBookReview = Type.Object({
  book_id: Type.Integer(),
  has_review: Type.Boolean(),
  review: Nullable(BookReview),
});
