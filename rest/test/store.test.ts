/**
 * The store's facts (GET /store/), read from its settings: by default the Kathmandu valley and
 * Kaski, Khalti, eSewa and cash on delivery, 3 open cash-on-delivery orders and Rs 100 shipping;
 * a REST service started with other DELIVERY_DISTRICTS and MAX_OPEN_COD_ORDERS answers those.
 * Public: no token needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootRest, type OwnRest } from './boot.js';
import { describeEachTarget } from './helpers.js';

describeEachTarget('The store facts', (api) => {
  it('names the default delivery districts in English and Nepali, the three ways to pay, the limit, the fee and the rental terms', async () => {
    const { status, body } = await api.get('/store/');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        delivery_districts: [
          { name: 'Kathmandu', nepali_name: 'काठमाडौँ', province: 'Bagmati' },
          { name: 'Lalitpur', nepali_name: 'ललितपुर', province: 'Bagmati' },
          { name: 'Bhaktapur', nepali_name: 'भक्तपुर', province: 'Bagmati' },
          { name: 'Kaski', nepali_name: 'कास्की', province: 'Gandaki' },
        ],
        payment_methods: ['KHALTI', 'ESEWA', 'CASH_ON_DELIVERY'],
        max_open_cod_orders: 3,
        shipping_fee: '100.00',
        rental_terms: {
          periods: [
            { id: 1, days: 15, fee_percent: 15 },
            { id: 2, days: 30, fee_percent: 30 },
            { id: 3, days: 45, fee_percent: 50 },
          ],
          late_fee_percent_per_day: 1,
          rebuy_discount_percent: 5,
          rebuy_window_days: 5,
        },
      },
    });
  });
});

describe('The store facts with other settings', () => {
  let own: OwnRest;
  beforeAll(async () => {
    own = await bootRest('pglite', { DELIVERY_DISTRICTS: 'chitwan, Jhapa ,Rupandehi', MAX_OPEN_COD_ORDERS: '5' });
  }, 120_000);
  afterAll(async () => own?.close());

  it('answers exactly the districts DELIVERY_DISTRICTS names, in its order, and MAX_OPEN_COD_ORDERS', async () => {
    const { body } = await own.api.get('/store/');
    expect(body.data.delivery_districts).toEqual([
      { name: 'Chitwan', nepali_name: 'चितवन', province: 'Bagmati' },
      { name: 'Jhapa', nepali_name: 'झापा', province: 'Koshi' },
      { name: 'Rupandehi', nepali_name: 'रुपन्देही', province: 'Lumbini' },
    ]);
    expect(body.data.max_open_cod_orders).toBe(5);
    expect(body.data.payment_methods).toEqual(['KHALTI', 'ESEWA', 'CASH_ON_DELIVERY']);
  });
});
