/** Every root mutation, gathered from the domain files. Each answers what it changed, with ids, for Apollo's cache. */
import type { MutationResolvers } from '../generated/resolvers.js';
import { accountMutations } from './Mutation.account.js';
import { cartMutations } from './Mutation.cart.js';
import { checkoutMutations } from './Mutation.checkout.js';
import { favoriteMutations } from './Mutation.favorites.js';
import { newsletterMutations } from './Mutation.newsletter.js';
import { reviewMutations } from './Mutation.reviews.js';
import { socialMutations } from './Mutation.social.js';
import { staffMutations } from './Mutation.staff.js';

export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...cartMutations,
  ...favoriteMutations,
  ...reviewMutations,
  ...checkoutMutations,
  ...newsletterMutations,
  ...socialMutations,
  ...staffMutations,
};
