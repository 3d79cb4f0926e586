/**
 * eSewa's success return: `?data=` holding base64 JSON (transaction_code, status, total_amount,
 * transaction_uuid, product_code, signed_field_names, signature). It is read only to learn which
 * of our payments the payer comes back from; it must carry eSewa's signature with our secret,
 * for our product code, over the fields that matter. Even then it is a hint: the status API decides.
 */
import { hasValidSignature, paisaOf } from './signature.js';

/** What eSewa's answer must sign, or it could be changed unseen. */
const REQUIRED_SIGNED = ['transaction_code', 'status', 'total_amount', 'transaction_uuid', 'product_code'];

export type ReadReturn =
  { ok: true; transactionUuid: string; amountPaisa: number; status: string } | { ok: false; reason: string };

export function readEsewaData(data: string, merchant: { productCode: string; secretKey: string }): ReadReturn {
  let fields: unknown;
  try {
    // A raw '+' of eSewa's base64 arrives as a space once the query string is decoded.
    data = data.replace(/ /g, '+');
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(data)) throw new Error('not base64');
    fields = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'the answer from eSewa is not readable' };
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    return { ok: false, reason: 'the answer from eSewa is not readable' };
  const answer = fields as Record<string, unknown>;
  if (!hasValidSignature(answer, merchant.secretKey, REQUIRED_SIGNED))
    return { ok: false, reason: 'the answer does not carry a valid eSewa signature' };
  if (answer.product_code !== merchant.productCode) return { ok: false, reason: 'the answer is for another merchant' };
  const amountPaisa = paisaOf(answer.total_amount);
  if (typeof answer.transaction_uuid !== 'string' || amountPaisa === undefined)
    return { ok: false, reason: 'the answer from eSewa is not readable' };
  return { ok: true, transactionUuid: answer.transaction_uuid, amountPaisa, status: String(answer.status) };
}
