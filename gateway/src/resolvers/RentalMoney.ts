/**
 * The rental policy's money and terms (SPEC §9), as REST computes them (rentals/terms.ts): the
 * graph renames fields and maps period ids to RentalPeriod, and never computes a share itself.
 * RentalMoney needs no resolvers: REST's { days, fee, deposit, refund } are its fields.
 */
import type {
  RentalOptionResolvers,
  RentalPeriodTerms as RentalPeriodTermsType,
  RentalPeriodTermsResolvers,
  RentalTermsResolvers,
} from '../generated/resolvers.js';
import { rentalPeriodFromRest } from './enums.js';

/** Periods are 1, 2, 3 on REST's side; one REST does not know (none today) would fail the field loudly. */
const period = (id: number): RentalPeriodTermsType['period'] => {
  const p = rentalPeriodFromRest(id);
  if (!p) throw new Error(`Unknown rental period ${id}`);
  return p;
};

export const RentalOption: RentalOptionResolvers = {
  period: (o) => period(o.period_id),
};

export const RentalPeriodTerms: RentalPeriodTermsResolvers = {
  period: (p) => period(p.id),
  feePercent: (p) => p.fee_percent,
};

export const RentalTerms: RentalTermsResolvers = {
  lateFeePercentPerDay: (t) => t.late_fee_percent_per_day,
  rebuyDiscountPercent: (t) => t.rebuy_discount_percent,
  rebuyWindowDays: (t) => t.rebuy_window_days,
};
