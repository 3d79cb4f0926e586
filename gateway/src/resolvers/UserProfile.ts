/** UserProfile: GET /users/profile/ (me) or /users/{id}/, with the viewer's friendship and the member's reviews. */
import type { UserProfileResolvers } from '../generated/resolvers.js';
import { pageNumber } from './errors.js';
import { absoluteUrl } from './media.js';

const REVIEWS_PAGE_SIZE = 10;

export const UserProfile: UserProfileResolvers = {
  id: (u) => String(u.id),
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  createdAt: (u) => u.created_at,
  dateOfBirth: (u) => u.date_of_birth,
  statusUpdatedAt: (u) => u.status_updated_at,
  isVerified: (u) => u.is_verified ?? false,
  profilePictureUrl: (u, _, ctx) => absoluteUrl(u.profile_picture_url ?? u.profile_picture, ctx),
  currentlyReading: (u) => u.currently_reading,
  favoriteBooks: (u) => u.favorite_books,
  favoriteGenres: (u) => u.favorite_genres,
  wishlistCount: (u) => u.wishlist_items.length,
  isPrivate: (u) => u.is_private ?? false,
  staffRole: (u) => (u.staff_role === 'staff' ? 'STAFF' : u.staff_role === 'admin' ? 'ADMIN' : null),
  mutualFavoriteGenres: (u) => u.mutual_favorite_genres,
  mutualFavoriteBooks: (u) => u.mutual_favorite_books,
  friendship: (u, _, ctx) => ctx.loaders.friendship.load(String(u.id)),
  // Only the own profile carries an email; a REST service that leaves settings out is asked for them.
  settings: (u, _, ctx) => u.settings ?? (u.email != null ? ctx.loaders.settings() : null),
  reviews: async (u, { page }, ctx) => {
    const p = pageNumber(page);
    const body = await ctx.loaders.userReviews.load({ id: String(u.id), page: p });
    return {
      reviews: body.results,
      count: body.count,
      page: p,
      pageSize: REVIEWS_PAGE_SIZE,
      averageRating: body.average_rating,
    };
  },
};
