/** Models the gateway builds from REST's pages for the GraphQL page types (codegen.ts maps them). */
import type { RestAuthor, RestBook, RestOrder, RestReview, RestSuggestion } from './rest/contract.js';
import type { RestGoodreadsRow } from './rest/goodreads.js';
import type { RestGroupPost, RestReadingGroup } from './rest/groups.js';
import type { RestShelf, RestShelfEntry } from './rest/reading.js';
import type { RestRentalView, RestRentedCopy, RestStaffRentedCopy } from './rest/rentals.js';
import type {
  RestAuditEntry,
  RestContactMessage,
  RestOrderStep,
  RestRefundState,
  RestStaffBook,
  RestStaffOrder,
  RestStaffRefund,
} from './rest/staff.js';

export interface BookPageModel {
  books: RestBook[];
  count: number;
  /** REST stopped counting at its bound: `count` is at least the total. */
  countIsLowerBound: boolean;
  page: number;
  pageSize: number;
  /** The one search (`filter.query`): the authors found, how many, whether first, 'did you mean'. */
  authors?: RestAuthor[];
  authorsCount?: number;
  authorsFirst?: boolean;
  didYouMean?: string | null;
}

export interface AuthorPageModel {
  authors: RestAuthor[];
  count: number;
  page: number;
  pageSize: number;
}

export interface OrderPageModel {
  orders: RestOrder[];
  count: number;
  page: number;
  pageSize: number;
}

export interface ReviewPageModel {
  reviews: RestReview[];
  count: number;
  page: number;
  pageSize: number;
  averageRating: number | null;
}

export interface SuggestionPageModel {
  suggestions: RestSuggestion[];
  count: number;
  page: number;
  hasNext: boolean;
}

export interface PaymentVerificationModel {
  success: boolean;
  status: string;
  message: string;
  orderId: string | null;
}

/** One page of a staff list, as REST counted it (pagination.ts pageResolvers answers its facts). */
export interface StaffPageModel<T> {
  items: T[];
  count: number;
  page: number;
  pageSize: number;
}

export type AuditPageModel = StaffPageModel<RestAuditEntry>;
export type ContactMessagePageModel = StaffPageModel<RestContactMessage>;
export type StaffBookPageModel = StaffPageModel<RestStaffBook>;
export type StaffOrderPageModel = StaffPageModel<RestStaffOrder> & { counts: Record<RestOrderStep, number> };
export type RentedCopyPageModel = StaffPageModel<RestRentedCopy>;
export type StaffRentedCopyPageModel = StaffPageModel<RestStaffRentedCopy> & { counts: Record<RestRentalView, number> };
export type StaffRefundPageModel = StaffPageModel<RestStaffRefund> & { counts: Record<RestRefundState, number> };
/** A page of the member's shelves, with REST's counts per shelf. */
export type ShelfEntryPageModel = StaffPageModel<RestShelfEntry> & { counts: Record<RestShelf, number> };
/** A page of the member's unmatched Goodreads rows. */
export type GoodreadsRowPageModel = StaffPageModel<RestGoodreadsRow>;

export type ReadingGroupPageModel = StaffPageModel<RestReadingGroup>;
export type GroupPostPageModel = StaffPageModel<RestGroupPost>;
