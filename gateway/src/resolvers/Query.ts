/** Every root query field, gathered from the domain files; each is a thin call into REST wrappers or loaders. */
import type { QueryResolvers } from '../generated/resolvers.js';
import { catalogQueries } from './Query.catalog.js';
import { commerceQueries } from './Query.commerce.js';
import { peopleQueries } from './Query.people.js';
import { quoteOfTheDay } from './quotes.js';
import { staffQueries } from './Query.staff.js';

export const Query: QueryResolvers = {
  ...catalogQueries,
  ...commerceQueries,
  ...peopleQueries,
  ...staffQueries,
  appConfig: (_, __, ctx) => ({ catalogRequiresAuth: ctx.config.catalogRequiresAuth }),
  quoteOfTheDay: (_, __, ctx) => quoteOfTheDay(ctx.config.quoteUrl),
};
