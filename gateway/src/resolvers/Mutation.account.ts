/**
 * Sign in, sign up, profile edits, settings and passwords. Sign-in and sign-up are the only calls
 * sent without a token.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import { privacyToRest } from './enums.js';
import { badInput, positiveId, requireMember } from './errors.js';
import { pictureFile, registrationForm } from './registration.js';

const BIO_MAX = 500;
const STATUS_MAX = 150;

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
    if (input.bio != null && input.bio.length > BIO_MAX) throw badInput('Bio must be at most 500 characters');
    if (input.status != null && input.status.length > STATUS_MAX)
      throw badInput('Status must be at most 150 characters');
    const patch = defined({
      first_name: input.firstName,
      last_name: input.lastName,
      bio: input.bio,
      status: input.status,
      github: input.github,
      linkedin: input.linkedin,
      instagram: input.instagram,
      favorite_genre_ids: input.favoriteGenreIds?.map((id) => positiveId(id, 'favoriteGenreIds')),
      date_of_birth: input.dateOfBirth?.slice(0, 10),
    });
    // currentlyReadingId: null clears it, absent leaves it.
    if ('currentlyReadingId' in input) {
      patch.currently_reading =
        input.currentlyReadingId == null ? null : positiveId(input.currentlyReadingId, 'currentlyReadingId');
    }
    // The picture travels alone as a multipart file, like registration's (SPEC §5); the rest as JSON.
    const picture = input.profilePicture ? pictureFile(input.profilePicture) : undefined;
    if (Object.keys(patch).length === 0 && !picture) throw badInput('Nothing to change');
    let profile = Object.keys(patch).length ? await ctx.api.users.updateProfile(patch) : undefined;
    if (picture) {
      const form = new FormData();
      form.append('profile_picture', picture, 'profile');
      profile = await ctx.api.users.updateProfile(form);
    }
    return profile!;
  },
  updateSettings: async (_, { input }, ctx) => {
    requireMember(ctx);
    const patch = defined({
      email_notifications: input.emailNotifications,
      privacy: input.privacy ? privacyToRest(input.privacy) : undefined,
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
    return ctx.api.users.login(me.email ?? '', newPassword);
  },
  requestPasswordReset: async (_, { email }, ctx) => {
    if (!email.trim()) throw badInput('Enter your email address');
    await ctx.api.users.requestPasswordReset(email.trim());
    return true;
  },
  resetPassword: async (_, { token, newPassword }, ctx) => {
    if (!token.trim() || !newPassword) throw badInput('The reset link and a new password are required');
    await ctx.api.users.resetPassword(token.trim(), newPassword);
    return true;
  },
};
