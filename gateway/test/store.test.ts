/**
 * The store's facts through the graph (Query.store, from REST's GET /store/): anyone reads them, no
 * token needed; they follow REST's settings (DELIVERY_DISTRICTS, MAX_OPEN_COD_ORDERS), districts in
 * English and Nepali; and an operation asking for them in several places costs one REST call.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { ok } from './client.js';
import { gatewayWith } from './gateways.js';

const STORE = `store {
  deliveryDistricts { name nepaliName province deliverable }
  paymentMethods
  maxOpenCashOnDeliveryOrders
  shippingFee
}`;

describe('The store facts', () => {
  it('a guest reads the default districts, Khalti, eSewa and cash on delivery, the limit and Rs 100 shipping', async () => {
    const { data } = await ok(`{ ${STORE} }`);
    expect(data.store).toEqual({
      deliveryDistricts: [
        { name: 'Kathmandu', nepaliName: 'काठमाडौँ', province: 'Bagmati', deliverable: true },
        { name: 'Lalitpur', nepaliName: 'ललितपुर', province: 'Bagmati', deliverable: true },
        { name: 'Bhaktapur', nepaliName: 'भक्तपुर', province: 'Bagmati', deliverable: true },
        { name: 'Kaski', nepaliName: 'कास्की', province: 'Gandaki', deliverable: true },
      ],
      paymentMethods: ['KHALTI', 'ESEWA', 'CASH_ON_DELIVERY'],
      maxOpenCashOnDeliveryOrders: 3,
      shippingFee: '100.00',
    });
  });

  describe('with other settings', () => {
    let rest: RunningRest | undefined;
    let dataDir = '';
    let graphql = '';
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-store-'));
      rest = await startRest(
        {
          ...readConfig({ DELIVERY_DISTRICTS: 'Chitwan,Jhapa', MAX_OPEN_COD_ORDERS: '7' }),
          port: 0,
          dataDir,
          logLevel: 'warn',
        },
        { logger: false, publicUrlFromPort: true, mailer: { send: async () => {} } },
      );
      // No public cache: every REST call the operation needs is made and counted.
      graphql = `${await gatewayWith({ restUrl: `${rest.url}/api`, publicCacheTtlMs: 0 })}/graphql`;
    }, 120_000);
    afterAll(async () => {
      await rest?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('answers exactly the districts and limit REST was started with', async () => {
      const { data } = await ok(`{ ${STORE} }`, {}, undefined, graphql);
      expect(data.store.deliveryDistricts).toEqual([
        { name: 'Chitwan', nepaliName: 'चितवन', province: 'Bagmati', deliverable: true },
        { name: 'Jhapa', nepaliName: 'झापा', province: 'Koshi', deliverable: true },
      ]);
      expect(data.store.maxOpenCashOnDeliveryOrders).toBe(7);
    });

    it('an operation that asks for the store in three places makes one REST call for it', async () => {
      const result = await ok(
        `{ a: store { paymentMethods } b: store { deliveryDistricts { nepaliName } } c: store { shippingFee } }`,
        {},
        undefined,
        graphql,
      );
      expect(result.data.b.deliveryDistricts.map((d: any) => d.nepaliName)).toEqual(['चितवन', 'झापा']);
      expect(result.restCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /store/']);
    });
  });
});
