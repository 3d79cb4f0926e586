/**
 * eSewa ePay v2's signatures (developer.esewa.com.np/pages/Epay): base64 HMAC-SHA256, with the
 * merchant's secret, over 'name=value' pairs of the fields that signed_field_names lists, in its
 * order, joined by commas. The payment form signs total_amount, transaction_uuid and
 * product_code; eSewa's success answer signs the fields it names itself. Amounts travel as rupees
 * ('1250.00', and in eSewa's answers '1,250.0'); Pustak counts paisa, converted exactly here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromPaisa } from '../catalog/money.js';

/** What the payment form signs, in the order eSewa requires. */
export const FORM_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'];

export function signatureOf(fields: Record<string, unknown>, names: string[], secret: string): string {
  const message = names.map((name) => `${name}=${String(fields[name] ?? '')}`).join(',');
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** Fields signed as eSewa signs them: signed_field_names first, then signature. */
export function signed(fields: Record<string, string>, names: string[], secret: string): Record<string, string> {
  const all = { ...fields, signed_field_names: names.join(',') };
  return { ...all, signature: signatureOf(all, names, secret) };
}

/**
 * Whether `fields` carry a valid signature over their signed_field_names, which must include
 * every field in `required` (a signature over fewer fields would let the others be changed).
 */
export function hasValidSignature(fields: Record<string, unknown>, secret: string, required: string[]): boolean {
  const { signed_field_names: names, signature } = fields;
  if (typeof names !== 'string' || typeof signature !== 'string') return false;
  const list = names.split(',');
  if (!required.every((name) => list.includes(name))) return false;
  if (!list.every((name) => name === 'signed_field_names' || ['string', 'number'].includes(typeof fields[name])))
    return false;
  const expected = Buffer.from(signatureOf(fields, list, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Rupees as the form states them: '1250.00'. */
export const rupeesOf = (paisa: number): string => fromPaisa(paisa);

/**
 * Paisa from an eSewa amount: a number (1250.5) or a string, possibly grouped ('1,250.0');
 * undefined for anything else, or for more than two decimals (never rounded).
 */
export function paisaOf(amount: unknown): number | undefined {
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : amount;
  if (typeof text !== 'string') return undefined;
  const plain = text.trim().replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
