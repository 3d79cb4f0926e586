/**
 * The rental policy's money as clients read it (SPEC §9): decimal strings like every price, each
 * figure computed by rentals/terms.ts — the only place that knows the percentages. A book carries
 * what renting it costs for each period, a rent line of a cart or an order what its own rental
 * costs, and the store its terms, so no client keeps a copy of the policy.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  DAY_MS,
  RENTAL_PERIODS,
  RENTAL_RULES,
  rentalMoney,
  rentalPeriod,
  type RentalPeriod,
} from '../rentals/terms.js';
import { fromPaisa, toPaisa } from './money.js';

const money = (description: string) => Type.String({ description: `${description}, in rupees (two decimals)` });

/** One rental's money: the fee kept, the deposit paid at checkout (the price) and what comes back on return. */
export const RentalMoney = Type.Object({
  days: Type.Integer({ description: '15, 30 or 45' }),
  fee: money("The rental fee: the period's share of the price"),
  deposit: money('Paid at checkout: the full price'),
  refund: money('Refunded on an on-time return: the deposit less the fee'),
});
export type RentalMoneyJson = Static<typeof RentalMoney>;

/** What renting a book costs for one period, as the book lists it. */
export const RentalOption = Type.Object({
  period_id: Type.Integer({ description: 'rental_period_id: 1, 2, 3 = 15, 30, 45 days' }),
  ...RentalMoney.properties,
});
export type RentalOptionJson = Static<typeof RentalOption>;

/** The policy itself (GET /api/store/): what the rental policy page and the FAQ name. */
export const RentalTerms = Type.Object({
  periods: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'rental_period_id' }),
      days: Type.Integer(),
      fee_percent: Type.Integer({ description: "The fee as a percentage of the book's price" }),
    }),
  ),
  late_fee_percent_per_day: Type.Integer({ description: 'Late fee per day overdue, a percentage of the price' }),
  rebuy_discount_percent: Type.Integer({ description: 'Off the price when buying a book soon after renting it' }),
  rebuy_window_days: Type.Integer({ description: 'How many days after a rental ends the rebuy discount holds' }),
});
export type RentalTermsJson = Static<typeof RentalTerms>;

function moneyJson(price: string, period: RentalPeriod): RentalMoneyJson {
  const m = rentalMoney(toPaisa(price), period);
  return {
    days: period.days,
    fee: fromPaisa(m.feePaisa),
    deposit: fromPaisa(m.depositPaisa),
    refund: fromPaisa(m.refundPaisa),
  };
}

/** A rent line's money at this price (the book's now, or the order's price then); null for a bought line. */
export function rentalMoneyJson(price: string, periodId: number | null | undefined): RentalMoneyJson | null {
  const period = rentalPeriod(periodId);
  return period ? moneyJson(price, period) : null;
}

/** What renting a book of this price costs for each period, shortest first. */
export function rentalOptionsJson(price: string): RentalOptionJson[] {
  return RENTAL_PERIODS.map((period) => ({ period_id: period.id, ...moneyJson(price, period) }));
}

export function rentalTermsJson(): RentalTermsJson {
  return {
    periods: RENTAL_PERIODS.map((p) => ({ id: p.id, days: p.days, fee_percent: p.feePercent })),
    late_fee_percent_per_day: RENTAL_RULES.lateFeePercentPerDay,
    rebuy_discount_percent: RENTAL_RULES.rebuyDiscountPercent,
    rebuy_window_days: RENTAL_RULES.rebuyWindowMs / DAY_MS,
  };
}
