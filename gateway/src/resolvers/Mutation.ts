/** Every root mutation, gathered from the domain files. Each answers what it changed, with ids, for Apollo's cache. */
import type { MutationResolvers } from '../generated/resolvers.js';
import { accountMutations } from './Mutation.account.js';
import { cartMutations } from './Mutation.cart.js';
import { checkoutMutations } from './Mutation.checkout.js';
import { favoriteMutations } from './Mutation.favorites.js';
import { libraryMutations } from './Library.js';
import { newsletterMutations } from './Mutation.newsletter.js';
import { reviewMutations } from './Mutation.reviews.js';
import { socialMutations } from './Mutation.social.js';
import { staffMutations } from './Mutation.staff.js';
import { rentalMutations } from './Rental.js';
import { challengeMutations } from './ReadingChallenge.js';
import { groupMutations } from './ReadingGroups.js';
import { shelfMutations } from './Shelves.js';
import { goodreadsMutations } from './Goodreads.js';

export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...cartMutations,
  ...favoriteMutations,
  ...reviewMutations,
  ...checkoutMutations,
  ...newsletterMutations,
  ...socialMutations,
  ...staffMutations,
  ...rentalMutations,
  ...libraryMutations,
  ...shelfMutations,
  ...goodreadsMutations,
  ...challengeMutations,
  ...groupMutations,
};
