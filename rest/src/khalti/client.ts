/**
 * Khalti's KPG-2 ePayment API: initiate a payment and look it up. The same code talks to the
 * built-in sandbox (the default) and to Khalti's own servers when KHALTI_BASE_URL and
 * KHALTI_SECRET_KEY name them. Amounts are integers in paisa, as Khalti wants them.
 */
import type { RestConfig } from '../config.js';
import { khaltiBaseUrl } from '../config.js';

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

/** Lookup statuses: Completed, Pending, Initiated, Refunded, Expired, User canceled, Partially Refunded. */
export interface LookupResponse {
  pidx: string;
  total_amount: number;
  status: string;
  transaction_id: string | null;
  fee: number;
  refunded: boolean;
}

export class KhaltiError extends Error {}

const TIMEOUT_MS = 10_000;

export function khaltiClient(config: RestConfig) {
  async function call<T>(path: string, body: unknown): Promise<T> {
    let res: Response;
    try {
      // Read per call: a service started on port 0 learns its public URL only once listening.
      res = await fetch(`${khaltiBaseUrl(config)}${path}`, {
        method: 'POST',
        headers: { Authorization: `Key ${config.khaltiSecretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new KhaltiError(`Khalti unreachable: ${(error as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as T | null;
    if (!res.ok || json === null)
      throw new KhaltiError(`Khalti ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  }
  return {
    initiate: (request: InitiateRequest) => call<InitiateResponse>('/epayment/initiate/', request),
    lookup: (pidx: string) => call<LookupResponse>('/epayment/lookup/', { pidx }),
  };
}
