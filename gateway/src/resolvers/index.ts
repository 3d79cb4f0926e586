/** Gathers every resolver (enums travel as their GraphQL names; resolvers/enums.ts maps them to REST's). */
import type { Resolvers } from '../generated/resolvers.js';
import { Author } from './Author.js';
import { Book } from './Book.js';
import { Cart, CartItem, Order, OrderItem, ShippingAddress, WishlistItem } from './commerce.js';
import { Mutation } from './Mutation.js';
import {
  BookPage,
  FriendRequest,
  Friendship,
  FriendshipState,
  FriendSuggestion,
  FriendSuggestionPage,
  Review,
  ReviewPage,
  UserProfile,
  UserSummary,
} from './people.js';
import { Query } from './Query.js';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Book,
  Author,
  Genre: { id: (g) => String(g.id) },
  Cart,
  CartItem,
  WishlistItem,
  ShippingAddress,
  Order,
  OrderItem,
  Review,
  BookPage,
  ReviewPage,
  UserSummary,
  UserProfile,
  FriendRequest,
  Friendship,
  FriendshipState,
  FriendSuggestion,
  FriendSuggestionPage,
  PaymentVerification: {
    order: (v, _, ctx) => (v.orderId ? ctx.commerce.order(v.orderId) : null),
  },
};
