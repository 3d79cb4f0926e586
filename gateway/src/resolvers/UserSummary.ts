/** UserSummary: a member as lists carry them (REST's member summary, search results, review authors). */
import type { UserSummaryResolvers } from '../generated/resolvers.js';
import { absoluteUrl } from './media.js';

export const UserSummary: UserSummaryResolvers = {
  id: (u) => String(u.id),
  firstName: (u) => u.first_name ?? '',
  lastName: (u) => u.last_name ?? '',
  status: (u) => u.status ?? '',
  isVerified: (u) => u.is_verified ?? false,
  profilePictureUrl: (u, _, ctx) => absoluteUrl(u.profile_picture_url ?? u.profile_picture, ctx),
};
