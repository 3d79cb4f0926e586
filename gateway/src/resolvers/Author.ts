/** Author: the catalog's author. Books carry only id and name; the loader adds the rest when asked. */
import type { AuthorResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { RestAuthor } from '../rest/contract.js';
import { pageNumber } from './errors.js';
import { absoluteUrl } from './media.js';
import { pageSize } from './pagination.js';

async function full(author: RestAuthor, ctx: Context): Promise<RestAuthor> {
  return author.biography !== undefined ? author : ctx.loaders.author.load(String(author.id));
}

export const Author: AuthorResolvers = {
  id: (a) => String(a.id),
  coverImage: async (a, _, ctx) => absoluteUrl((await full(a, ctx)).cover_image, ctx) ?? '',
  birthDate: async (a, _, ctx) => (await full(a, ctx)).birth_date ?? null,
  email: async (a, _, ctx) => (await full(a, ctx)).email ?? null,
  biography: async (a, _, ctx) => (await full(a, ctx)).biography ?? '',
  books: async (a, { page, pageSize: asked }, ctx) => {
    const p = pageNumber(page);
    const size = pageSize('Author.books', asked);
    const { books, count } = await ctx.loaders.authorBooks.load({ id: String(a.id), page: p, pageSize: size });
    return { books: ctx.loaders.primeBooks(books), count, countIsLowerBound: false, page: p, pageSize: size };
  },
};
