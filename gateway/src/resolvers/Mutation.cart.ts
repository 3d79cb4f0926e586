/** Cart lines: add, change, remove. Quantity outside 1–99 is refused before any REST call. */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { CartLineChange } from '../rest/cart.js';
import { purchaseTypeToRest, rentalPeriodToRest } from './enums.js';
import { badInput, positiveId, requireMember } from './errors.js';

/** SPEC §5/§9: at least 1, a whole number; the cart's helper stops at 99. */
function quantity(q: number | null | undefined): number | undefined {
  if (q == null) return undefined;
  if (!Number.isInteger(q) || q < 1 || q > 99) throw badInput('Quantity must be a whole number from 1 to 99');
  return q;
}

export const cartMutations: MutationResolvers = {
  addToCart: async (_, args, ctx) => {
    requireMember(ctx);
    const bookId = positiveId(args.bookId, 'bookId');
    const type = args.purchaseType ?? 'BUY';
    const q = quantity(args.quantity);
    const change: CartLineChange = { purchase_type: purchaseTypeToRest(type) };
    // A rent line is always one copy (SPEC §4): the quantity is not sent.
    if (q !== undefined && type === 'BUY') change.quantity = q;
    if (args.rentalPeriod != null) change.rental_period_id = rentalPeriodToRest(args.rentalPeriod);
    return ctx.api.cart.add(String(bookId), change);
  },
  updateCartItem: async (_, args, ctx) => {
    requireMember(ctx);
    const id = positiveId(args.id);
    const q = quantity(args.quantity);
    const change: CartLineChange = {};
    if (args.purchaseType != null) change.purchase_type = purchaseTypeToRest(args.purchaseType);
    if (q !== undefined && args.purchaseType !== 'RENT') change.quantity = q;
    if (args.rentalPeriod != null) change.rental_period_id = rentalPeriodToRest(args.rentalPeriod);
    if (Object.keys(change).length === 0) throw badInput('Nothing to change');
    return ctx.api.cart.edit(String(id), change);
  },
  removeFromCart: async (_, { id }, ctx) => {
    requireMember(ctx);
    await ctx.api.cart.remove(String(positiveId(id)));
    return ctx.loaders.cart();
  },
};
