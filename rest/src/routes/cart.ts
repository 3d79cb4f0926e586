/**
 * The cart of SPEC §7: check a book, list, add (a book already in the cart updates its one line),
 * edit quantity, purchase type and rental period (rent is always quantity 1), remove.
 * Every change answers with the cart's new line count and subtotal so clients can update badges.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { addToCart, cartLineOfBook, editCartLine, removeCartLine } from '../cart/changes.js';
import { changeThenCart, wholeCart, type CartLineJson } from '../cart/lines.js';
import { notFound } from '../http/errors.js';
import { answers, BearerAuth, IdParam, Nullable } from '../http/schemas.js';
import { CartLine, CartSummary, PurchaseType as PurchaseTypeSchema } from '../cart/schemas.js';

const MAX_QUANTITY = 99;
const RentalPeriod = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1, 2, 3 = 15, 30, 45 days',
});
const Quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });

const AddBody = Type.Object(
  {
    purchase_type: Type.Optional(PurchaseTypeSchema),
    quantity: Type.Optional(Quantity),
    rental_period_id: Type.Optional(Type.Union([RentalPeriod, Type.Null()])),
  },
  { additionalProperties: false },
);
const EditBody = Type.Object(
  {
    quantity: Type.Optional(Quantity),
    purchase_type: Type.Optional(PurchaseTypeSchema),
    rental_period_id: Type.Optional(Type.Union([RentalPeriod, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);

const Added = Type.Object({ success: Type.Literal(true), message: Type.String(), cart: CartSummary, data: CartLine });

/** The line `id` of a cart just read (a line removed meanwhile is not found). */
function lineOf(lines: CartLineJson[], id: number): CartLineJson {
  const line = lines.find((l) => l.id === id);
  if (!line) throw notFound('Cart item not found.');
  return line;
}

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const auth = { config: { auth: true } };

  app.get(
    '/cart/',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: "The member's cart, oldest line first",
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(CartLine), ...CartSummary.properties }),
        }),
      },
    },
    async (request) => {
      const cart = await wholeCart(db, config.publicUrl, memberId(request), app.clock());
      return { success: true as const, data: cart.lines, count: cart.count, subtotal: cart.subtotal };
    },
  );

  app.get(
    '/cart/:bookId/check',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: 'Whether a book is in the cart',
        params: IdParam('bookId'),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Object({
              exists: Type.Boolean(),
              cart_item_id: Nullable(Type.Integer()),
              purchase_type: Nullable(Type.String()),
              quantity: Nullable(Type.Integer()),
              rental_period: Nullable(Type.Integer({ description: 'The rental period id' })),
            }),
          }),
        }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const row = await cartLineOfBook(db, userId, request.params.bookId);
      return {
        success: true as const,
        data: {
          exists: Boolean(row),
          cart_item_id: row?.id ?? null,
          purchase_type: row?.purchaseType ?? null,
          quantity: row?.quantity ?? null,
          rental_period: row?.rentalPeriodId ?? null,
        },
      };
    },
  );

  app.post(
    '/cart/:bookId/add',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: 'Add a book (a book already in the cart updates its line)',
        params: IdParam('bookId'),
        body: AddBody,
        security: BearerAuth,
        // 201: a new line; 200: the book was in the cart already and its line changed.
        response: answers({ 200: Added, 201: Added }),
      },
      // The detail page posts no body at all: that means 'buy one'.
      preValidation: async (request: { body: unknown }) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const { bookId } = request.params;
      const { changed, cart } = await changeThenCart(db, config.publicUrl, userId, app.clock(), (tx) =>
        addToCart(tx, userId, bookId, request.body),
      );
      const { lineId, created } = changed;
      reply.status(created ? 201 : 200);
      return {
        success: true as const,
        message: 'Added to cart successfully',
        cart: { count: cart.count, subtotal: cart.subtotal },
        data: lineOf(cart.lines, lineId),
      };
    },
  );

  app.put(
    '/cart/:itemId/edit',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: 'Change quantity, purchase type or rental period of a line',
        params: IdParam('itemId'),
        body: EditBody,
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: CartLine, cart: CartSummary }),
        }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const { changed: lineId, cart } = await changeThenCart(db, config.publicUrl, userId, app.clock(), (tx) =>
        editCartLine(tx, userId, request.params.itemId, request.body),
      );
      return {
        success: true as const,
        message: 'Cart updated successfully',
        data: lineOf(cart.lines, lineId),
        cart: { count: cart.count, subtotal: cart.subtotal },
      };
    },
  );

  app.delete(
    '/cart/:cartItemId/remove',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: IdParam('cartItemId'),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            cart: CartSummary,
            data: Type.Array(CartLine, { description: 'The lines left' }),
          }),
        }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const { cart } = await changeThenCart(db, config.publicUrl, userId, app.clock(), (tx) =>
        removeCartLine(tx, userId, request.params.cartItemId),
      );
      return {
        success: true as const,
        message: 'Removed from cart successfully',
        cart: { count: cart.count, subtotal: cart.subtotal },
        // The lines left, as GET /cart/ lists them: the answer is the whole cart as it is now.
        data: cart.lines,
      };
    },
  );
};
