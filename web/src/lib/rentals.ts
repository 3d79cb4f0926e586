/**
 * The rental policy's money as the screens add it up (SPEC §9). Every figure is the API's (REST's
 * rentals/terms.ts computes each fee): the web only sums them, exactly, and never applies a
 * percentage itself.
 */
import type { RentalPeriod } from '../gql/graphql';
import { sumRs } from './money';

export interface RentalFigures {
  days: number;
  fee: string;
  deposit: string;
  refund: string;
}

/** A book's figures for `period`, from its rentalOptions: what a line shows the moment its period changes. */
export function rentalFor<T extends RentalFigures & { period: RentalPeriod }>(
  options: readonly T[] | null | undefined,
  period: RentalPeriod,
): RentalFigures | null {
  const option = options?.find((o) => o.period === period);
  return option ? { days: option.days, fee: option.fee, deposit: option.deposit, refund: option.refund } : null;
}

type LineMoney = Pick<RentalFigures, 'fee' | 'deposit' | 'refund'>;

/**
 * What the rent lines of an order (or of the lines about to be one) pay as deposits, cost in fees
 * and get back on return; null when none is rented.
 */
export function rentalTotals(
  rentals: readonly (LineMoney | null | undefined)[],
): { fees: string; deposits: string; refunds: string } | null {
  const rented = rentals.filter((r): r is LineMoney => Boolean(r));
  if (rented.length === 0) return null;
  return {
    fees: sumRs(rented.map((r) => r.fee)),
    deposits: sumRs(rented.map((r) => r.deposit)),
    refunds: sumRs(rented.map((r) => r.refund)),
  };
}
