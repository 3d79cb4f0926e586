/**
 * The home page's newsletter sign-up (SPEC §5: nothing is sent for an empty address) and the
 * contact form, whose message REST keeps for the store's staff and forwards to its inbox.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import { badInput } from './errors.js';

export const newsletterMutations: MutationResolvers = {
  subscribeNewsletter: async (_, { email }, ctx) => {
    const address = email.trim();
    if (!address) throw badInput('Enter a valid email address');
    const { message } = await ctx.api.newsletter.subscribe(address);
    return { email: address, message };
  },
  sendContactMessage: async (_, { input }, ctx) => {
    const { message } = await ctx.api.contact.send(input);
    return { message };
  },
};
