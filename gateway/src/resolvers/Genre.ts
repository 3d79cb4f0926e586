/** Genre: REST's {id, name}. */
import type { GenreResolvers } from '../generated/resolvers.js';

export const Genre: GenreResolvers = {
  id: (g) => String(g.id),
};
