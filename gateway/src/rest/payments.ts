/**
 * Wallet payments: POST /payments/create-payment/ (Khalti), POST /payments/initiate-esewa/ (eSewa)
 * and GET /payments/verify-{provider}/ (SPEC §7).
 */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';
import { idempotencyHeaders } from './orders.js';

/** Where the payer pays: Khalti's page, or eSewa's signed form (its action is payment_url). */
export type StartedPayment =
  RestAnswer<'/payments/create-payment/', 'post'> | RestAnswer<'/payments/initiate-esewa/', 'post'>;

/** The verdict, a refusal (400) included. */
export type RestVerification = RestAnswer<'/payments/verify-khalti/', 'get', 200 | 400>;

export const paymentsApi = (rest: RestClient) => ({
  /**
   * `amount` is the order's exact total as a string; `method` the provider's upper-case code. REST
   * answers the order's open payment when it has one; with an idempotency key, a retry answers the first.
   */
  async create(orderId: string, amount: string, method: string, idempotencyKey?: string): Promise<StartedPayment> {
    const headers = idempotencyHeaders(idempotencyKey);
    if (method === 'ESEWA')
      return rest.request('POST', '/payments/initiate-esewa/', { json: { order: orderId, amount }, headers });
    return rest.request('POST', '/payments/create-payment/', {
      json: { order: orderId, amount, payment_method: method },
      headers,
    });
  },
  /** Forwards the wallet's return query string; a refused verification (400) is an answer, not an error. */
  async verify(provider: string, returnQuery: URLSearchParams): Promise<RestVerification> {
    return rest.request('GET', `/payments/verify-${provider}/`, {
      searchParams: returnQuery,
      badRequestIsAnswer: true,
    });
  },
});
