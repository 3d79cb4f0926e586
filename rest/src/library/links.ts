/**
 * Download links: short-lived and bound to one member. The token names the member, the book and
 * when it expires, signed with an HMAC (the deployment's link key, auth/tokens.ts), so any REST
 * process can check it without keeping links anywhere. The link alone is not enough: the download
 * must also carry that member's bearer token (routes/library.ts), so a link copied to someone else
 * gets them a 403, and a link that leaks after its ten minutes a 410.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works. */
export const LINK_TTL_MS = 10 * 60_000;

export interface LinkClaims {
  memberId: number;
  bookId: number;
  expiresAt: Date;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `<member>.<book>.<expiry ms>.<hmac>`: plain to read, useless to change. */
export function signLink(key: Buffer, claims: LinkClaims): string {
  const body = `${claims.memberId}.${claims.bookId}.${claims.expiresAt.getTime()}`;
  return `${body}.${mac(key, body)}`;
}

/** The claims of a token this deployment signed, or null for anything else. */
export function readLink(key: Buffer, token: string): LinkClaims | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, member, book, expiry, signature] = match;
  const expected = Buffer.from(mac(key, `${member}.${book}.${expiry}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { memberId: Number(member), bookId: Number(book), expiresAt: new Date(Number(expiry)) };
}
