/**
 * Cart lines: add, change, remove. Quantity outside 1–99 is refused before any REST call. Every
 * change is announced to the member's other tabs and devices (cartChanged).
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { CartLineChange } from '../rest/cart.js';
import { purchaseTypeToRest, rentalPeriodToRest } from './enums.js';
import { announceCartChange } from '../subscriptions/publish.js';
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
    const line = await ctx.api.cart.add(String(bookId), change);
    await announceCartChange(ctx);
    return line;
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
    const line = await ctx.api.cart.edit(String(id), change);
    await announceCartChange(ctx);
    return line;
  },
  removeFromCart: async (_, { id }, ctx) => {
    requireMember(ctx);
    await ctx.api.cart.remove(String(positiveId(id)));
    await announceCartChange(ctx);
    return ctx.loaders.cart();
  },
};
