/** Gathers every resolver: one file per GraphQL type (enums travel as their GraphQL names; enums.ts maps them to REST's). */
import type { Resolvers } from '../generated/resolvers.js';
import { scalarResolvers } from '../scalars.js';
import { AccountSettings } from './AccountSettings.js';
import { AuditEntry } from './AuditEntry.js';
import { AuditEntryPage } from './AuditEntryPage.js';
import { ContactMessage, ContactMessagePage } from './ContactMessage.js';
import { OrderMoves, StaffOrder, StaffOrderMember, StaffOrderPage } from './StaffOrder.js';
import { Refund, StaffRefund, StaffRefundPage } from './Refund.js';
import { pageResolvers } from './pagination.js';
import { Author } from './Author.js';
import { AuthorPage } from './AuthorPage.js';
import { Book } from './Book.js';
import { BookPage } from './BookPage.js';
import { Cart } from './Cart.js';
import { CartChange } from './CartChange.js';
import { CartItem } from './CartItem.js';
import { District } from './District.js';
import { FriendActivity, FriendActivityConnection, FriendChallengeMilestone } from './FriendActivity.js';
import { FriendRequest } from './FriendRequest.js';
import { Friendship } from './Friendship.js';
import { FriendshipChange } from './FriendshipChange.js';
import { FriendshipState } from './FriendshipState.js';
import { FriendSuggestion } from './FriendSuggestion.js';
import { FriendSuggestionPage } from './FriendSuggestionPage.js';
import { Genre } from './Genre.js';
import { GoodreadsImport, GoodreadsRow, GoodreadsRowPage } from './Goodreads.js';
import { BookFile, DownloadLink, LibraryBook } from './Library.js';
import { Mutation } from './Mutation.js';
import { Order } from './Order.js';
import { OrderItem } from './OrderItem.js';
import { OrderPage } from './OrderPage.js';
import { PaymentVerification } from './PaymentVerification.js';
import { Query } from './Query.js';
import { Rental, RentedCopy, RentedCopyPage, StaffRentedCopy, StaffRentedCopyPage } from './Rental.js';
import { RentalOption, RentalPeriodTerms, RentalTerms } from './RentalMoney.js';
import { ReaderHome } from './ReaderHome.js';
import { ReadingChallenge } from './ReadingChallenge.js';
import {
  GroupMember,
  GroupPost,
  GroupPostPage,
  ReadingGroup,
  ReadingGroupDetail,
  ReadingGroupPage,
  SocialStats,
} from './ReadingGroups.js';
import { Review } from './Review.js';
import { Reading, ReadingProgress, ShelfEntry, ShelfEntryPage } from './Shelves.js';
import { ReviewPage } from './ReviewPage.js';
import { SearchSuggestion } from './SearchSuggestion.js';
import { ShippingAddress } from './ShippingAddress.js';
import { Store } from './Store.js';
import { Subscription } from './Subscription.js';
import { UserProfile } from './UserProfile.js';
import { UserSummary } from './UserSummary.js';
import { WishlistItem } from './WishlistItem.js';

export const resolvers: Resolvers = {
  ...scalarResolvers,
  Query,
  Mutation,
  Subscription,
  FriendActivity,
  FriendActivityConnection,
  FriendChallengeMilestone,
  Book,
  BookPage,
  Author,
  AuthorPage,
  AuditEntry,
  AuditEntryPage,
  ContactMessage,
  ContactMessagePage,
  StaffOrder,
  StaffOrderMember,
  StaffOrderPage,
  Refund,
  StaffRefund,
  StaffRefundPage,
  // One page of the catalog as staff see it: REST's page, with the shared page facts.
  StaffBookPage: pageResolvers,
  OrderMoves,
  Rental,
  RentedCopy,
  RentedCopyPage,
  StaffRentedCopy,
  StaffRentedCopyPage,
  Genre,
  LibraryBook,
  ShelfEntry,
  ShelfEntryPage,
  GoodreadsImport,
  GoodreadsRow,
  GoodreadsRowPage,
  Reading,
  ReadingProgress,
  ReadingChallenge,
  SocialStats,
  ReadingGroup,
  GroupMember,
  ReadingGroupDetail,
  ReadingGroupPage,
  GroupPost,
  GroupPostPage,
  ReaderHome,
  BookFile,
  DownloadLink,
  Cart,
  CartChange,
  CartItem,
  WishlistItem,
  ShippingAddress,
  District,
  Store,
  RentalOption,
  RentalPeriodTerms,
  RentalTerms,
  Order,
  OrderItem,
  OrderPage,
  PaymentVerification,
  Review,
  ReviewPage,
  SearchSuggestion,
  UserSummary,
  UserProfile,
  AccountSettings,
  FriendshipState,
  FriendshipChange,
  FriendRequest,
  Friendship,
  FriendSuggestion,
  FriendSuggestionPage,
};
