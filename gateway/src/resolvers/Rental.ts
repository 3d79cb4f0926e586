/**
 * Rentals (SPEC §9): a rented copy's money, dates and state as REST answers them (rest/src/rentals),
 * the member's list, and staff's views. Nothing here computes money or time: REST does, on its clock.
 */
import type {
  QueryResolvers,
  MutationResolvers,
  RentalResolvers,
  RentalState,
  RentalView,
  RentedCopyResolvers,
  RentedCopyPageResolvers,
  StaffRentedCopyResolvers,
  StaffRentedCopyPageResolvers,
} from '../generated/resolvers.js';
import type { RestRentalView } from '../rest/rentals.js';
import { pageNumber, positiveId, requireMember } from './errors.js';
import { pageResolvers, pastTheEnd } from './pagination.js';

/** REST's page sizes (routes/rentals.ts, routes/staffRentals.ts). */
const RENTALS_PAGE_SIZE = 20;
const STAFF_RENTALS_PAGE_SIZE = 50;

export const Rental: RentalResolvers = {
  id: (r) => (r.id === null ? null : String(r.id)),
  state: (r) => r.state.toUpperCase() as RentalState,
  periodDays: (r) => r.period_days,
  refundOnTime: (r) => r.refund_on_time,
  startedAt: (r) => r.started_at,
  dueAt: (r) => r.due_at,
  dueDate: (r) => r.due_date,
  purchaseAt: (r) => r.purchase_at,
  endedAt: (r) => r.ended_at,
  lateFee: (r) => r.late_fee,
  remindedBeforeAt: (r) => r.reminded_before_at,
  remindedDueAt: (r) => r.reminded_due_at,
};

export const RentedCopy: RentedCopyResolvers = {
  // REST's listed rental is the rental's facts with its book, order and whether it is overdue beside them.
  rental: (c) => c,
  orderId: (c) => c.order_id,
};

export const RentedCopyPage: RentedCopyPageResolvers = pageResolvers;

export const StaffRentedCopy: StaffRentedCopyResolvers = {
  copy: (c) => c,
  member: (c) => c.member,
};

export const StaffRentedCopyPage: StaffRentedCopyPageResolvers = {
  ...pageResolvers,
  viewCounts: (p) =>
    (Object.entries(p.counts) as [RestRentalView, number][]).map(([view, count]) => ({
      view: view.toUpperCase() as RentalView,
      count,
    })),
};

export const rentalQueries: QueryResolvers = {
  rentals: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = await pastTheEnd(ctx.api.rentals.mine(p), null);
    return { items: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: RENTALS_PAGE_SIZE };
  },
  staffRentals: async (_, { view, page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const restView = view.toLowerCase() as RestRentalView;
    // Past the last page REST answers 404: the page is empty, and the counts are read from the first.
    const answer = (await pastTheEnd(ctx.api.rentals.staffList(restView, p), null)) ?? {
      ...(await ctx.api.rentals.staffList(restView, 1)),
      results: [],
    };
    return {
      items: answer.results,
      count: answer.count,
      page: p,
      pageSize: STAFF_RENTALS_PAGE_SIZE,
      counts: answer.counts,
    };
  },
};

export const rentalMutations: MutationResolvers = {
  staffReturnRental: async (_, { id, damaged }, ctx) => {
    requireMember(ctx);
    return ctx.api.rentals.markReturned(positiveId(id), damaged);
  },
};
