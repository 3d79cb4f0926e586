/** The catalog's JSON shapes (SPEC §3): one book shape for every endpoint that answers books. */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from '../http/schemas.js';
import { RentalOption } from './rentalJson.js';

export const Genre = Type.Object({ id: Type.Integer(), name: Type.String() });

export const AuthorRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const Book = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  author: AuthorRef,
  cover_image: Type.String({ description: 'Absolute URL' }),
  price: Type.String({ description: 'Rs, two decimals' }),
  rating: Type.Number({ description: 'Average rating to two decimals; 0 when unrated' }),
  total_ratings: Type.Integer(),
  rating_counts: Type.Array(Type.Integer({ minimum: 0 }), {
    minItems: 5,
    maxItems: 5,
    description: 'How many of total_ratings gave 1, 2, 3, 4 and 5 stars, in that order',
  }),
  reviews_count: Type.Integer(),
  year: Nullable(Type.Integer()),
  date_published: Nullable(Type.String({ format: 'date' })),
  format: Type.String(),
  pages: Nullable(Type.Integer()),
  dimensions: Nullable(Type.String()),
  publication_house: Nullable(Type.String()),
  imprint: Nullable(Type.String()),
  publication_city: Nullable(Type.String()),
  language: Type.String(),
  category: Nullable(Type.String()),
  subcategory: Nullable(Type.String()),
  description: Type.String(),
  genres: Type.Array(Genre),
  isbn13: Nullable(Type.String({ description: "The edition's ISBN-13, thirteen digits; null when unknown" })),
  sales_count: Type.Integer(),
  stock: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  rental_options: Type.Array(RentalOption, {
    description: 'What renting it costs for each period (SPEC §9): the fee, the deposit (its price) and the refund',
  }),
});
export type BookJson = Static<typeof Book>;
export type GenreJson = Static<typeof Genre>;

export const Author = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover_image: Type.String(),
  birth_date: Nullable(Type.String({ format: 'date' })),
  email: Nullable(Type.String()),
  biography: Type.String(),
  books_count: Type.Integer(),
});

export const ReadNext = Type.Object({
  book_id: Type.Integer(),
  more_by_author: Type.Array(Book),
  readers_also_enjoyed: Type.Array(Book),
});
