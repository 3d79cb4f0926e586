/** Every root query field, gathered from the domain files; each is a thin call into REST wrappers or loaders. */
import type { QueryResolvers } from '../generated/resolvers.js';
import { catalogQueries } from './Query.catalog.js';
import { commerceQueries } from './Query.commerce.js';
import { activityQueries } from './FriendActivity.js';
import { libraryQueries } from './Library.js';
import { peopleQueries } from './Query.people.js';
import { quoteOfTheDay } from './quotes.js';
import { staffQueries } from './Query.staff.js';
import { rentalQueries } from './Rental.js';
import { challengeQueries } from './ReadingChallenge.js';
import { groupQueries } from './ReadingGroups.js';
import { readerHomeQueries } from './ReaderHome.js';
import { shelfQueries } from './Shelves.js';
import { goodreadsQueries } from './Goodreads.js';

export const Query: QueryResolvers = {
  ...catalogQueries,
  ...commerceQueries,
  ...peopleQueries,
  ...staffQueries,
  ...rentalQueries,
  ...libraryQueries,
  ...shelfQueries,
  ...goodreadsQueries,
  ...groupQueries,
  ...challengeQueries,
  ...readerHomeQueries,
  ...activityQueries,
  appConfig: (_, __, ctx) => ({ catalogRequiresAuth: ctx.config.catalogRequiresAuth }),
  quoteOfTheDay: (_, __, ctx) => quoteOfTheDay(ctx.config.quoteUrl),
};
