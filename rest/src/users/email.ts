/**
 * The one form of an email address that lookups, uniqueness and rate limits all use: trimmed and
 * lower-cased. If the limits counted one form and the lookup another, ' e@x' and 'e@x ' would each
 * get a fresh allowance of guesses at the same account.
 */
import { badRequest } from '../http/errors.js';

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators: never part of an address.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Throws a 400 for an address with control characters (a tab, a NUL) instead of stripping them. */
export function normalizeEmail(email: string): string {
  if (CONTROL.test(email)) throw badRequest('Enter a valid email address.');
  return email.trim().toLowerCase();
}
