/** Author: the catalog's author. Books carry only id and name; the loader adds the rest when asked. */
import type { AuthorResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { RestAuthor } from '../rest/contract.js';
import { absoluteUrl } from './media.js';

async function full(author: RestAuthor, ctx: Context): Promise<RestAuthor> {
  return author.biography !== undefined ? author : ctx.loaders.author.load(String(author.id));
}

export const Author: AuthorResolvers = {
  id: (a) => String(a.id),
  coverImage: async (a, _, ctx) => absoluteUrl((await full(a, ctx)).cover_image, ctx) ?? '',
  birthDate: async (a, _, ctx) => (await full(a, ctx)).birth_date ?? null,
  email: async (a, _, ctx) => (await full(a, ctx)).email ?? null,
  biography: async (a, _, ctx) => (await full(a, ctx)).biography ?? '',
  books: async (a, _, ctx) => ctx.loaders.primeBooks(await ctx.loaders.authorBooks.load(String(a.id))),
};
