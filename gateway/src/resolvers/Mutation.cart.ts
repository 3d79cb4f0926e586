/**
 * Cart lines: add, change, remove. Quantity outside 1–99 is refused before any REST call. Each
 * change is one REST call whose answer is the mutation's (the line with the cart's count and
 * subtotal, or the cart left), primed into the loaders so the book's `inCart` and `cartItem` and the
 * line's `cart { count subtotal }` need no further read. Every change is announced
 * to the member's other tabs and devices (cartChanged), on the member id from their token, with
 * REST's answer (the line and the cart's count and subtotal) so no listener reads the cart again.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { CartLineChange, CartLineWritten } from '../rest/cart.js';
import { purchaseTypeToRest, rentalPeriodToRest } from './enums.js';
import { announceCartChange, lineChanged, linesLeft } from '../subscriptions/publish.js';
import { badInput, positiveId, requireMember } from './errors.js';

/** SPEC §5/§9: at least 1, a whole number; the cart's helper stops at 99. */
function quantity(q: number | null | undefined): number | undefined {
  if (q == null) return undefined;
  if (!Number.isInteger(q) || q < 1 || q > 99) throw badInput('Quantity must be a whole number from 1 to 99');
  return q;
}

/**
 * The line a write answered is its book's cart line, and carries the book itself; the cart's count
 * and subtotal came with it (the line's `cart`). Its lines, if asked for, are read after the write.
 */
function primeLine(ctx: Context, { line, cart }: CartLineWritten): void {
  ctx.loaders.cartLine.clear(line.book.id).prime(line.book.id, line);
  ctx.loaders.book.clear(String(line.book.id)).prime(String(line.book.id), line.book);
  ctx.loaders.cart.clearAll();
  ctx.loaders.cartTotals.prime({ count: cart.count, subtotal: cart.subtotal });
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
    const written = await ctx.api.cart.add(String(bookId), change);
    primeLine(ctx, written);
    await announceCartChange(ctx, lineChanged(written.line, written.cart));
    return written.line;
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
    const written = await ctx.api.cart.edit(String(id), change);
    primeLine(ctx, written);
    await announceCartChange(ctx, lineChanged(written.line, written.cart));
    return written.line;
  },
  removeFromCart: async (_, { id }, ctx) => {
    requireMember(ctx);
    const lineId = positiveId(id);
    const cart = await ctx.api.cart.remove(String(lineId));
    ctx.loaders.cart.prime(cart);
    ctx.loaders.cartTotals.prime({ count: cart.count, subtotal: cart.subtotal });
    await announceCartChange(ctx, linesLeft([lineId], cart));
    return cart;
  },
};
