/**
 * Khalti as a wallet of the payment machinery (payments/provider.ts): initiate answers the
 * payment_url the payer opens; the lookup is Khalti's own, already in the words the payments
 * table keeps.
 */
import type { RestConfig } from '../config.js';
import type { WalletProvider } from '../payments/provider.js';
import { khaltiClient } from './client.js';

export function khaltiProvider(config: RestConfig): WalletProvider {
  const khalti = khaltiClient(config);
  return {
    code: 'KHALTI',
    name: 'Khalti',
    async initiate(order) {
      const started = await khalti.initiate({
        return_url: `${config.webUrl}/payments/verify-khalti`,
        website_url: config.webUrl,
        amount: order.amountPaisa,
        purchase_order_id: order.id,
        purchase_order_name: `Pustak order ${order.id.slice(0, 8)}`,
        customer_info: order.customer,
      });
      return { paymentId: started.pidx, paymentUrl: started.payment_url };
    },
    // Payments recorded before payment URLs were kept cannot be handed out again.
    handOut: (payment) =>
      payment.paymentUrl ? { success: true, payment_url: payment.paymentUrl, pidx: payment.pidx } : undefined,
    async lookup(payment) {
      const found = await khalti.lookup(payment.pidx);
      return {
        paymentId: found.pidx,
        status: found.status,
        amountPaisa: found.total_amount,
        transactionId: found.transaction_id,
      };
    },
  };
}
