/** Genre: REST's {id, name}, with books_count in the genre list. */
import type { GenreResolvers } from '../generated/resolvers.js';

export const Genre: GenreResolvers = {
  id: (g) => String(g.id),
  booksCount: (g) => ('books_count' in g && typeof g.books_count === 'number' ? g.books_count : null),
};
