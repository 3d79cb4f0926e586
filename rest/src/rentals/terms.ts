/**
 * The rental policy's money (SPEC §9), in one place: every screen and every rule reads it here.
 * A rental's fee is 15%, 30% or 50% of the book's price for 15, 30 or 45 days. The full price is
 * paid at checkout as a deposit and refunded less the fee on return; a return during the first day
 * overdue also pays a 1% late fee; once a full day overdue the rental becomes a purchase. Buying a
 * book within 5 days after its rental ended takes 5% off. Amounts are integer paisa; a share of a
 * price is rounded half up to the paisa, so fee + refund is always the deposit.
 */

export interface RentalPeriod {
  /** rental_period_id on the wire (SPEC §4): 1, 2, 3. */
  id: number;
  days: number;
  /** The fee as a percentage of the book's price. */
  feePercent: number;
}

export const RENTAL_PERIODS: readonly RentalPeriod[] = [
  { id: 1, days: 15, feePercent: 15 },
  { id: 2, days: 30, feePercent: 30 },
  { id: 3, days: 45, feePercent: 50 },
];

export const RENTAL_RULES = {
  /** The late fee per day overdue, as a percentage of the price (only the first day can be paid: after it the rental is a purchase). */
  lateFeePercentPerDay: 1,
  /** How long past its due date a rental may still be returned before it becomes a purchase. */
  graceMs: 24 * 60 * 60_000,
  /** The discount on buying a book soon after its rental ended. */
  rebuyDiscountPercent: 5,
  rebuyWindowMs: 5 * 24 * 60 * 60_000,
  /** Reminders before the due date (and one on it). */
  reminderBeforeMs: 3 * 24 * 60 * 60_000,
} as const;

export const DAY_MS = 24 * 60 * 60_000;

export function rentalPeriod(id: number | null | undefined): RentalPeriod | undefined {
  return RENTAL_PERIODS.find((p) => p.id === id);
}

/** percent% of an amount in paisa, rounded half up to the paisa. */
export function percentOf(paisa: number, percent: number): number {
  return Math.round((paisa * percent) / 100);
}

export interface RentalMoney {
  /** What the rental costs: kept by the store when the copy comes back. */
  feePaisa: number;
  /** What is paid at checkout: the full price. */
  depositPaisa: number;
  /** What comes back on an on-time return: the deposit less the fee. */
  refundPaisa: number;
}

/** The fee, deposit and refund of renting a book of this price for this period. */
export function rentalMoney(pricePaisa: number, period: RentalPeriod): RentalMoney {
  const feePaisa = percentOf(pricePaisa, period.feePercent);
  return { feePaisa, depositPaisa: pricePaisa, refundPaisa: pricePaisa - feePaisa };
}

/** The late fee of a return within the grace day: 1% of the price. */
export function lateFeePaisa(pricePaisa: number): number {
  return percentOf(pricePaisa, RENTAL_RULES.lateFeePercentPerDay);
}

/** The price of buying a book again within the window after its rental ended. */
export function rebuyPricePaisa(pricePaisa: number): number {
  return pricePaisa - percentOf(pricePaisa, RENTAL_RULES.rebuyDiscountPercent);
}
