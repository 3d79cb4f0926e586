/** GraphQL enum values ↔ REST's wire values, in one place. */
import type { BookOrdering, FriendshipStatus, PurchaseType, RentalPeriod } from '../generated/resolvers.js';

export const purchaseTypeToRest = (t: PurchaseType): 'buy' | 'rent' => (t === 'RENT' ? 'rent' : 'buy');
export const purchaseTypeFromRest = (t: string): PurchaseType => (t === 'rent' ? 'RENT' : 'BUY');

const PERIODS: RentalPeriod[] = ['DAYS_15', 'DAYS_30', 'DAYS_45'];
export const rentalPeriodToRest = (p: RentalPeriod) => PERIODS.indexOf(p) + 1;
export const rentalPeriodFromRest = (id: number | null): RentalPeriod | null => PERIODS[(id ?? 1) - 1] ?? null;

const ORDERINGS: Record<BookOrdering, '' | 'price' | '-price' | 'title' | '-title'> = {
  DEFAULT: '',
  PRICE_ASC: 'price',
  PRICE_DESC: '-price',
  TITLE_ASC: 'title',
  TITLE_DESC: '-title',
};
export const orderingToRest = (o: BookOrdering | null | undefined) => ORDERINGS[o ?? 'DEFAULT'];

export const friendshipStatusFromRest = (s: string): FriendshipStatus => s.toUpperCase() as FriendshipStatus;
