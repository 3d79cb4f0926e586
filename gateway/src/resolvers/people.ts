/** Review, the two page types, UserSummary, UserProfile and the friendship types. */
import type {
  BookPageResolvers,
  FriendRequestResolvers,
  FriendshipResolvers,
  FriendshipStateResolvers,
  FriendSuggestionPageResolvers,
  FriendSuggestionResolvers,
  ReviewPageResolvers,
  ReviewResolvers,
  UserProfileResolvers,
  UserSummaryResolvers,
} from '../generated/resolvers.js';
import { friendshipStatusFromRest } from './enums.js';
import { pageNumber } from './errors.js';

const pageInfo = (page: number, count: number, pageSize: number) => {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  return { page, totalCount: count, pageCount, hasNextPage: page < pageCount, hasPreviousPage: page > 1 };
};

export const BookPage: BookPageResolvers = {
  items: (p) => p.books,
  totalCount: (p) => p.count,
  pageCount: (p) => pageInfo(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p) => pageInfo(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p) => p.page > 1,
};

export const ReviewPage: ReviewPageResolvers = {
  items: (p) => p.reviews,
  totalCount: (p) => p.count,
  pageCount: (p) => pageInfo(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p) => pageInfo(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p) => p.page > 1,
};

export const Review: ReviewResolvers = {
  id: (r) => String(r.id),
  rating: (r) => Number(r.rating),
  containsSpoiler: (r) => r.contains_spoiler,
  createdAt: (r) => r.created_at,
  updatedAt: (r) => r.updated_at,
  isEdited: (r) => r.updated_at !== r.created_at,
  author: (r) => r.user ?? null,
  book: (r, _, ctx) => r.book ?? ctx.loaders.book.load(String(r.book_id)),
};

export const UserSummary: UserSummaryResolvers = {
  id: (u) => String(u.id),
  firstName: (u) => u.first_name ?? '',
  lastName: (u) => u.last_name ?? '',
  status: (u) => u.status ?? '',
  isVerified: (u) => u.is_verified ?? false,
  profilePictureUrl: (u) => u.profile_picture_url ?? null,
};

export const UserProfile: UserProfileResolvers = {
  ...(UserSummary as object),
  id: (u) => String(u.id),
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  createdAt: (u) => u.created_at,
  dateOfBirth: (u) => u.date_of_birth,
  statusUpdatedAt: (u) => u.status_updated_at,
  isVerified: (u) => u.is_verified ?? false,
  profilePictureUrl: (u) => u.profile_picture_url ?? null,
  currentlyReading: (u) => u.currently_reading,
  favoriteBooks: (u) => u.favorite_books,
  favoriteGenres: (u) => u.favorite_genres,
  wishlistCount: (u) => u.wishlist_items.length,
  mutualFavoriteGenres: (u) => u.mutual_favorite_genres,
  mutualFavoriteBooks: (u) => u.mutual_favorite_books,
  friendship: (u, _, ctx) => ctx.loaders.friendship.load(String(u.id)),
  reviews: async (u, { page }, ctx) => {
    const p = pageNumber(page);
    const body = await ctx.people.userReviews(String(u.id), p);
    return { reviews: body.results, count: body.count, page: p, pageSize: 10, averageRating: body.average_rating };
  },
};

export const FriendshipState: FriendshipStateResolvers = {
  userId: (s) => String(s.userId),
  status: (s) => friendshipStatusFromRest(s.status),
  friendshipId: (s) => (s.friendship_id === null ? null : String(s.friendship_id)),
  requestId: (s) => (s.request_id === null ? null : String(s.request_id)),
};

export const FriendRequest: FriendRequestResolvers = {
  id: (r) => String(r.id),
  fromUser: (r) => r.from_user,
  toUser: (r) => r.to_user,
  accepted: (r) => r.accepted ?? false,
  createdAt: (r) => r.created_at,
};

export const Friendship: FriendshipResolvers = {
  id: (f) => String(f.friendship_id),
  friend: (f) => f.user,
};

export const FriendSuggestion: FriendSuggestionResolvers = {
  id: (s) => String(s.id),
  user: (s) => s,
  mutualFavoriteGenres: (s) => s.mutual_favorite_genres,
};

export const FriendSuggestionPage: FriendSuggestionPageResolvers = {
  items: (p) => p.suggestions,
  totalCount: (p) => p.count,
  hasNextPage: (p) => p.hasNext,
};
