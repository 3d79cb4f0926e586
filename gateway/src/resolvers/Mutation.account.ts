/**
 * Sign in, sign up, profile edits, settings and passwords. Sign-in and sign-up are the only calls
 * sent without a token. A changed or reset password, and a sign-out, are announced on the member's
 * revocation topic, so every replica checks the member's WebSockets with REST and closes those
 * opened with an ended token (after a sign-out of one device, only that token's).
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import { topics } from '../subscriptions/events.js';
import { privacyToRest } from './enums.js';
import { badInput, requireMember } from './errors.js';
import { profileRequests } from './profileForm.js';
import { registrationForm } from './registration.js';

const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null));

export const accountMutations: MutationResolvers = {
  login: async (_, { email, password }, ctx) => {
    if (!email.trim() || !password) throw badInput('Email and password are required');
    return ctx.api.users.login(email.trim(), password);
  },
  register: async (_, { input }, ctx) => {
    if (!input.hasAcceptedTerms || !input.hasAcceptedRentalPolicy)
      throw badInput('Please accept both Terms of Service and Rental Policy');
    await ctx.api.users.register(registrationForm(input));
    // SPEC §7: a successful registration then signs in.
    return ctx.api.users.login(input.email.trim(), input.password);
  },

  updateProfile: async (_, { input }, ctx) => {
    requireMember(ctx);
    // Everything is checked before the first call (profileForm.ts): a refused edit changes nothing.
    const { first, then } = profileRequests(input);
    const profile = await ctx.api.users.updateProfile(first);
    return then ? ctx.api.users.updateProfile(then) : profile;
  },
  updateSettings: async (_, { input }, ctx) => {
    requireMember(ctx);
    const patch = defined({
      email_notifications: input.emailNotifications,
      privacy: input.privacy ? privacyToRest(input.privacy) : undefined,
      language: input.language ? input.language.toLowerCase() : undefined,
    });
    if (Object.keys(patch).length === 0) throw badInput('Nothing to change');
    await ctx.api.users.updateSettings(patch);
    // Writes forget what was read, so this is the profile with the new settings.
    return ctx.loaders.me();
  },
  changePassword: async (_, { currentPassword, newPassword }, ctx) => {
    requireMember(ctx);
    if (!newPassword) throw badInput('Enter a new password');
    // Read the email first: the change ends this token's life, and signing in again answers the profile.
    const me = await ctx.loaders.me();
    await ctx.api.users.changePassword(currentPassword, newPassword);
    await ctx.events.publish(topics.tokensRevoked(me.id), {});
    return ctx.api.users.login(me.email ?? '', newPassword);
  },
  logout: async (_, { everywhere }, ctx) => {
    requireMember(ctx);
    await ctx.api.users.logout(everywhere === true);
    if (ctx.memberId !== null) await ctx.events.publish(topics.tokensRevoked(ctx.memberId), {});
    return true;
  },
  requestPasswordReset: async (_, { email }, ctx) => {
    if (!email.trim()) throw badInput('Enter your email address');
    await ctx.api.users.requestPasswordReset(email.trim());
    return true;
  },
  resetPassword: async (_, { token, newPassword }, ctx) => {
    if (!token.trim() || !newPassword) throw badInput('The reset link and a new password are required');
    const memberId = await ctx.api.users.resetPassword(token.trim(), newPassword);
    if (memberId !== undefined) await ctx.events.publish(topics.tokensRevoked(memberId), {});
    return true;
  },
};
