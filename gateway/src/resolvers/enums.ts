/** GraphQL enum values ↔ REST's wire values, in one place. */
import type {
  BookOrdering,
  FriendshipStatus,
  PaymentMethod,
  ProfilePrivacy,
  PurchaseType,
  RentalPeriod,
} from '../generated/resolvers.js';
import type { RestOrdering } from '../rest/books.js';
import type { CartLineChange } from '../rest/cart.js';

export const purchaseTypeToRest = (t: PurchaseType): 'buy' | 'rent' => (t === 'RENT' ? 'rent' : 'buy');
export const purchaseTypeFromRest = (t: string): PurchaseType => (t === 'rent' ? 'RENT' : 'BUY');

// SPEC §4: 15 days is rental_period_id 1, 30 is 2, 45 is 3.
const PERIODS: RentalPeriod[] = ['DAYS_15', 'DAYS_30', 'DAYS_45'];
const DAYS = [15, 30, 45];
const PERIOD_IDS: Record<RentalPeriod, NonNullable<CartLineChange['rental_period_id']>> = {
  DAYS_15: 1,
  DAYS_30: 2,
  DAYS_45: 3,
};
export const rentalPeriodToRest = (p: RentalPeriod) => PERIOD_IDS[p];
export const rentalPeriodFromRest = (id: number | null): RentalPeriod | null => PERIODS[(id ?? 1) - 1] ?? null;
export const rentalDays = (id: number | null): number | null => DAYS[(id ?? 1) - 1] ?? null;

const ORDERINGS: Record<BookOrdering, RestOrdering> = {
  DEFAULT: '',
  PRICE_ASC: 'price',
  PRICE_DESC: '-price',
  TITLE_ASC: 'title',
  TITLE_DESC: '-title',
  RATING_DESC: '-rating',
  MOST_RATED: '-total_ratings',
  NEWEST: '-created_at',
};
export const orderingToRest = (o: BookOrdering | null | undefined): RestOrdering => ORDERINGS[o ?? 'DEFAULT'];

const PAYMENT_METHODS: readonly PaymentMethod[] = ['KHALTI', 'ESEWA', 'CASH_ON_DELIVERY'];
/** REST's payment_method is the GraphQL name itself; anything else (none chosen) is null. */
export const paymentMethodFromRest = (m: string | null | undefined): PaymentMethod | null =>
  PAYMENT_METHODS.find((known) => known === m) ?? null;

export const friendshipStatusFromRest = (s: string): FriendshipStatus => s.toUpperCase() as FriendshipStatus;

const PRIVACY: Record<ProfilePrivacy, 'public' | 'friends' | 'private'> = {
  PUBLIC: 'public',
  FRIENDS: 'friends',
  PRIVATE: 'private',
};
/** Anything REST sends that is not one of the three reads as the most private. */
export const privacyFromRest = (p: string): ProfilePrivacy =>
  (Object.keys(PRIVACY) as ProfilePrivacy[]).find((k) => PRIVACY[k] === p) ?? 'PRIVATE';
export const privacyToRest = (p: ProfilePrivacy) => PRIVACY[p];
