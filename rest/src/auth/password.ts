/**
 * Password hashing with scrypt from node:crypto (no native addons to compile at install).
 * Stored as `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

let dummy: Promise<string> | undefined;

/**
 * Checks `password` against the member's hash, or against a throwaway hash of the same cost when
 * there is no such member: a sign-in takes as long for an unknown email as for a real one, so the
 * answer's timing does not tell which emails have accounts.
 */
export async function verifyPasswordOf(password: string, member: { passwordHash: string } | undefined) {
  if (member) return verifyPassword(password, member.passwordHash);
  await verifyPassword(password, await (dummy ??= hashPassword(randomBytes(16).toString('hex'))));
  return false;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
