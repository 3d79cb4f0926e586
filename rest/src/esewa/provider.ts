/**
 * eSewa as a wallet of the payment machinery (payments/provider.ts). Nothing is registered with
 * eSewa before the payer arrives: a payment is a transaction_uuid of ours and a form signed over
 * it, posted by the payer's browser. eSewa returns the payer to WEB_URL/payments/verify-esewa
 * (with `?data=` on success; the failure URL names the order and transaction itself), and the
 * status API, asked with the amount we recorded, is the only proof.
 */
import { randomUUID } from 'node:crypto';
import type { RestConfig } from '../config.js';
import type { WalletProvider } from '../payments/provider.js';
import { esewaClient } from './client.js';
import { paisaOf } from './signature.js';

/** eSewa's statuses in the words the payments table keeps. */
const STATUSES: Record<string, string> = {
  COMPLETE: 'Completed',
  PENDING: 'Pending',
  // eSewa has not settled it either way yet: still open.
  AMBIGUOUS: 'Pending',
  CANCELED: 'User canceled',
  FULL_REFUND: 'Refunded',
  PARTIAL_REFUND: 'Partially Refunded',
  // No transaction yet: the form was not posted (or the payer left eSewa's page): still payable.
  NOT_FOUND: 'Initiated',
};

export const esewaReturnUrl = (config: RestConfig) => `${config.webUrl}/payments/verify-esewa`;

export function esewaProvider(config: RestConfig): WalletProvider {
  const esewa = esewaClient(config);
  return {
    code: 'ESEWA',
    name: 'eSewa',
    // eSewa takes letters, digits and hyphens in a transaction_uuid, unique per merchant.
    initiate: async () => ({ paymentId: randomUUID(), paymentUrl: esewa.formUrl() }),
    handOut(payment) {
      // eSewa appends '?data=' to success_url as it is, so it carries no query of its own.
      const failure = new URL(esewaReturnUrl(config));
      failure.search = new URLSearchParams({
        purchase_order_id: payment.orderId,
        transaction_uuid: payment.pidx,
      }).toString();
      const fields = esewa.formFields({
        transactionUuid: payment.pidx,
        amountPaisa: payment.amountPaisa,
        successUrl: esewaReturnUrl(config),
        failureUrl: failure.toString(),
      });
      const action = payment.paymentUrl ?? esewa.formUrl();
      return { success: true, payment_url: action, pidx: payment.pidx, form: { action, method: 'POST', fields } };
    },
    async lookup(payment) {
      const found = await esewa.status(payment.pidx, payment.amountPaisa);
      return {
        paymentId: found.transaction_uuid,
        status: STATUSES[found.status] ?? found.status,
        amountPaisa: paisaOf(found.total_amount)!,
        transactionId: found.ref_id,
      };
    },
  };
}
