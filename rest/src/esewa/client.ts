/**
 * eSewa ePay v2 (developer.esewa.com.np/pages/Epay): the signed payment form the payer's browser
 * posts, and the transaction status API, which is the final word on a payment. The same code
 * talks to the built-in sandbox (the default) and to eSewa (https://rc-epay.esewa.com.np for its
 * test environment, https://epay.esewa.com.np live) when ESEWA_BASE_URL names it. It never decides
 * whether an order is paid: callers compare the status with their own records.
 */
import { esewaPublicBase, esewaServerBase, type RestConfig } from '../config.js';
import { WalletError } from '../payments/provider.js';
import { FORM_SIGNED_FIELDS, paisaOf, rupeesOf, signed } from './signature.js';

export const FORM_PATH = '/api/epay/main/v2/form';
export const STATUS_PATH = '/api/epay/transaction/status/';

/** Every field of ePay v2's payment form, as the payer's browser posts it: all required. */
export const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

/** Statuses: COMPLETE, PENDING, FULL_REFUND, PARTIAL_REFUND, AMBIGUOUS, NOT_FOUND, CANCELED. */
export interface EsewaStatus {
  product_code: string;
  transaction_uuid: string;
  total_amount: number;
  status: string;
  ref_id: string | null;
}

export class EsewaError extends WalletError {}

const TIMEOUT_MS = 10_000;

const isStatus = (body: unknown): body is EsewaStatus =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as EsewaStatus).transaction_uuid === 'string' &&
  typeof (body as EsewaStatus).status === 'string' &&
  paisaOf((body as EsewaStatus).total_amount) !== undefined;

export interface FormRequest {
  transactionUuid: string;
  amountPaisa: number;
  successUrl: string;
  failureUrl: string;
}

export function esewaClient(config: RestConfig) {
  return {
    formUrl: () => `${esewaPublicBase(config)}${FORM_PATH}`,
    /** The form's fields, signed: the whole amount is the product's, with no tax or charges on top. */
    formFields(request: FormRequest): Record<string, string> {
      const total = rupeesOf(request.amountPaisa);
      const fields = {
        amount: total,
        tax_amount: '0',
        total_amount: total,
        transaction_uuid: request.transactionUuid,
        product_code: config.esewaProductCode,
        product_service_charge: '0',
        product_delivery_charge: '0',
        success_url: request.successUrl,
        failure_url: request.failureUrl,
      };
      return signed(fields, FORM_SIGNED_FIELDS, config.esewaSecretKey);
    },
    /** The status API, asked with the amount we recorded: eSewa finds a transaction only by all three. */
    async status(transactionUuid: string, amountPaisa: number): Promise<EsewaStatus> {
      const query = new URLSearchParams({
        product_code: config.esewaProductCode,
        total_amount: rupeesOf(amountPaisa),
        transaction_uuid: transactionUuid,
      });
      let res: Response;
      try {
        // The base URL is read per call: a service started on port 0 learns its own URL only once listening.
        res = await fetch(`${esewaServerBase(config)}${STATUS_PATH}?${query}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new EsewaError(`eSewa unreachable: ${(error as Error).message}`);
      }
      const body: unknown = await res.json().catch(() => null);
      if (res.status === 200 && isStatus(body)) return body;
      throw new EsewaError(`eSewa status answered ${res.status}: ${JSON.stringify(body)}`, res.status, body);
    },
  };
}

export type EsewaClient = ReturnType<typeof esewaClient>;
