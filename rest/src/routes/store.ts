/**
 * The store's own facts, as its settings make them (addition): where it delivers
 * (DELIVERY_DISTRICTS, in English and Nepali), how a reader may pay (Khalti, eSewa, cash on
 * delivery), how many cash-on-delivery orders a member may have open (MAX_OPEN_COD_ORDERS),
 * SPEC §9's flat shipping fee and its rental policy's terms (rentals/terms.ts). Public: the Terms,
 * the landing page, the FAQ and the rental policy name them, so the copy says what the store does.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromPaisa, SHIPPING_FEE_PAISA } from '../catalog/money.js';
import { RentalTerms, rentalTermsJson } from '../catalog/rentalJson.js';
import { DISTRICTS } from '../delivery/districts.js';
import { answers } from '../http/schemas.js';

/** Every way an order can be paid, in the order the store offers them. */
export const PAYMENT_METHODS = ['KHALTI', 'ESEWA', 'CASH_ON_DELIVERY'] as const satisfies readonly string[];

const StoreFacts = Type.Object({
  delivery_districts: Type.Array(
    Type.Object({
      name: Type.String({ description: 'English name, as addresses store it' }),
      nepali_name: Type.String(),
      province: Type.String(),
    }),
    { description: 'Where the store delivers (DELIVERY_DISTRICTS), in the order the setting names them' },
  ),
  payment_methods: Type.Array(
    Type.Union([Type.Literal('KHALTI'), Type.Literal('ESEWA'), Type.Literal('CASH_ON_DELIVERY')]),
    { description: "How an order can be paid: 'KHALTI', 'ESEWA', 'CASH_ON_DELIVERY'" },
  ),
  max_open_cod_orders: Type.Integer({
    description: 'How many open cash-on-delivery orders one member may have at once (MAX_OPEN_COD_ORDERS)',
  }),
  shipping_fee: Type.String({ description: 'The flat shipping fee of an order with a printed copy, in rupees' }),
  rental_terms: RentalTerms,
});

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.deps;
  const byName = new Map(DISTRICTS.map((d) => [d.name, d]));
  const data = {
    delivery_districts: config.deliveryDistricts.map((name) => {
      const d = byName.get(name)!;
      return { name: d.name, nepali_name: d.nepaliName, province: d.province };
    }),
    payment_methods: [...PAYMENT_METHODS],
    max_open_cod_orders: config.maxOpenCodOrders,
    shipping_fee: fromPaisa(SHIPPING_FEE_PAISA),
    rental_terms: rentalTermsJson(),
  };

  app.get(
    '/store/',
    {
      schema: {
        tags: ['store'],
        summary:
          'Where the store delivers, how it can be paid, its cash-on-delivery limit, shipping fee and rental terms (addition)',
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: StoreFacts }) }),
      },
    },
    async () => ({ success: true as const, data }),
  );
};
