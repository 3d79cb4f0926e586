/**
 * Khalti's KPG-2 ePayment API (docs.khalti.com/khalti-epayment): initiate a payment and look it up;
 * and its merchant refund API (docs.khalti.com/api/refund), which lives beside it, not under /v2.
 * The same code talks to the built-in sandbox (the default) and to Khalti's own servers
 * (https://dev.khalti.com/api/v2 for its sandbox, https://khalti.com/api/v2 live) when
 * KHALTI_BASE_URL and KHALTI_SECRET_KEY name them. Amounts are integers in paisa, as Khalti wants.
 * It never decides whether an order is paid: callers compare the lookup with their own records.
 */
import type { RestConfig } from '../config.js';
import { khaltiBaseUrl } from '../config.js';
import { WalletError } from '../payments/provider.js';

export interface InitiateRequest {
  return_url: string;
  website_url: string;
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
  customer_info?: { name?: string; email?: string; phone?: string };
}

export interface InitiateResponse {
  pidx: string;
  payment_url: string;
  expires_at: string;
  expires_in: number;
}

/** Statuses: Completed, Pending, Initiated, Refunded, Expired, User canceled, Partially Refunded. */
export interface LookupResponse {
  pidx: string;
  total_amount: number;
  status: string;
  transaction_id: string | null;
  fee: number;
  refunded: boolean;
}

/** Khalti could not be reached, or refused the call; `status` is the HTTP status when it answered. */
export class KhaltiError extends WalletError {}

const TIMEOUT_MS = 10_000;

/** Khalti's answer to a refund it made: `{"detail": "Transaction refund successful."}`. */
export interface RefundResponse {
  detail: string;
}

/**
 * Where the refund API lives: KHALTI_BASE_URL without its trailing /v2 (https://khalti.com/api/v2
 * → https://khalti.com/api), then /merchant-transaction/{transaction_id}/refund/.
 */
export const khaltiRefundBase = (config: RestConfig) => khaltiBaseUrl(config).replace(/\/v2$/, '');

const isLookup = (body: unknown): body is LookupResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as LookupResponse).pidx === 'string' &&
  typeof (body as LookupResponse).status === 'string' &&
  typeof (body as LookupResponse).total_amount === 'number';

const isInitiated = (body: unknown): body is InitiateResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as InitiateResponse).pidx === 'string' &&
  typeof (body as InitiateResponse).payment_url === 'string';

export function khaltiClient(config: RestConfig) {
  async function call(
    path: string,
    payload: unknown,
    base = khaltiBaseUrl,
  ): Promise<{ status: number; body: unknown }> {
    try {
      // The base URL is read per call: a service started on port 0 learns its public URL only once listening.
      const res = await fetch(`${base(config)}${path}`, {
        method: 'POST',
        headers: { Authorization: `Key ${config.khaltiSecretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    } catch (error) {
      throw new KhaltiError(`Khalti unreachable: ${(error as Error).message}`);
    }
  }

  return {
    async initiate(request: InitiateRequest): Promise<InitiateResponse> {
      const { status, body } = await call('/epayment/initiate/', request);
      if (status !== 200 || !isInitiated(body))
        throw new KhaltiError(`Khalti initiate answered ${status}: ${JSON.stringify(body)}`, status, body);
      return body;
    },
    /**
     * Khalti answers 'User canceled' and 'Expired' with HTTP 400 but the usual lookup body, so any
     * answer shaped like a lookup is one; anything else (unknown pidx, bad key, outage) throws.
     */
    async lookup(pidx: string): Promise<LookupResponse> {
      const { status, body } = await call('/epayment/lookup/', { pidx });
      if ((status === 200 || status === 400) && isLookup(body)) return body;
      throw new KhaltiError(`Khalti lookup answered ${status}: ${JSON.stringify(body)}`, status, body);
    },
    /**
     * Refunds a completed payment by its transaction id: the whole of it with no amount, or
     * `amountPaisa` of it. Throws KhaltiError: with the status when Khalti answered otherwise than
     * 200, without one when it could not be reached or did not answer in time (the refund may or
     * may not have been made: only a lookup tells).
     */
    async refund(transactionId: string, amountPaisa: number | undefined): Promise<RefundResponse> {
      const { status, body } = await call(
        `/merchant-transaction/${encodeURIComponent(transactionId)}/refund/`,
        amountPaisa === undefined ? {} : { amount: amountPaisa },
        khaltiRefundBase,
      );
      if (status === 200) return { detail: String((body as { detail?: unknown } | null)?.detail ?? '') };
      throw new KhaltiError(`Khalti refund answered ${status}: ${JSON.stringify(body)}`, status, body);
    },
  };
}

export type KhaltiClient = ReturnType<typeof khaltiClient>;
