/**
 * What Pustak needs from a wallet (Khalti, eSewa): start a payment for an order, hand it to the
 * payer again while it is open, and look it up. The lookup is the only proof of payment; the
 * payment machinery (start.ts, settle.ts, confirm.ts) is the same for every wallet and never
 * trusts what the payer's browser brings back. Statuses are put in Khalti's words, which the
 * payments table keeps ('Initiated' and 'Pending' are open: still payable).
 */
import type { payments } from '../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;

export type ProviderCode = 'KHALTI' | 'ESEWA';

/** A wallet's answer about one payment. */
export interface WalletLookup {
  /** The payment id the wallet answered for (Khalti's pidx, eSewa's transaction_uuid). */
  paymentId: string;
  /** Completed, Pending, Initiated, User canceled, Expired, Refunded, Partially Refunded, … */
  status: string;
  amountPaisa: number;
  /** The wallet's own transaction reference once paid. */
  transactionId: string | null;
}

/** A signed HTML form the browser posts to the wallet (eSewa), field by field in order. */
export interface PaymentForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

/** What the payer is handed: a URL to open (Khalti), or a form to post (eSewa, whose action is payment_url). */
export interface StartedPayment {
  success: true;
  payment_url: string;
  pidx: string;
  form?: PaymentForm;
}

export interface OrderToPay {
  id: string;
  amountPaisa: number;
  customer: { name: string; email: string };
}

export interface WalletProvider {
  code: ProviderCode;
  /** The wallet's name as payers know it, for messages. */
  name: string;
  /** Registers a payment with the wallet (or prepares its signed form): its id and where the payer pays. */
  initiate(order: OrderToPay): Promise<{ paymentId: string; paymentUrl: string }>;
  /** The recorded payment as the payer gets it, again while it is open. */
  handOut(payment: Pick<PaymentRow, 'pidx' | 'paymentUrl' | 'amountPaisa' | 'orderId'>): StartedPayment | undefined;
  /** Asks the wallet; throws WalletError when it cannot answer (or answers that it knows no such payment). */
  lookup(payment: Pick<PaymentRow, 'pidx' | 'amountPaisa'>): Promise<WalletLookup>;
}

/** The wallet could not be reached, or refused the call; `status` is the HTTP status when it answered. */
export class WalletError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
  /** The wallet answered that it does not know the payment: it can never be paid (not an outage). */
  get unknownPayment(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500 && this.status !== 401;
  }
}
