/**
 * Idempotency keys for the writes that cost money (POST /order/create-order/ and
 * POST /payments/create-payment/), after the IETF draft 'The Idempotency-Key HTTP Header Field'.
 * A client that timed out sends the same request again with the same key and gets the first
 * answer replayed (`Idempotent-Replayed: true`), never a second order or payment; the same key
 * with another request is refused with 422. Keys belong to one member, live 24 hours and are kept
 * in the database, so they hold across REST processes. Only answers that did the work are kept:
 * a refusal changed nothing, so retrying it with the same key simply tries again.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import { Type } from '@fastify/type-provider-typebox';
import type { Database, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiError, badRequest } from '../http/errors.js';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The request header, as routes declare it (OpenAPI lists it; the value is checked by idempotencyKeyOf). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: 257,
      description:
        'Any unique string (a UUID) per attempt; a retry with the same key and body answers the first result, ' +
        'without doing the work again (24 hours, per member)',
    }),
  ),
});

/** An answer as it was sent: replayed byte for byte in meaning, status included. */
export interface Answer {
  statusCode: number;
  body: unknown;
}

/** One use of a key: whose, which key, and the request it names. */
export interface KeyUse {
  userId: number;
  key: string;
  fingerprint: string;
}

/**
 * The key of a request, or undefined when it sent none. The draft makes it a structured-field
 * string (`"8e03978e-…"`); a bare token is accepted too. Anything else is a 400, before any work.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = /^"(.*)"$/.exec(header.trim())?.[1] ?? header.trim();
  if (!/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value) || value.length > 255)
    throw badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters');
  return value;
}

/** JSON with object keys sorted, so two equal bodies always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function keyUse(userId: number, key: string | undefined, route: string, body: unknown): KeyUse | undefined {
  if (key === undefined) return undefined;
  const fingerprint = createHash('sha256')
    .update(`${route}\n${canonical(body)}`)
    .digest('hex');
  return { userId, key, fingerprint };
}

const live = () => new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);

/** The answer kept for this key, undefined when the key is new or expired; 422 when it named another request. */
async function storedAnswer(db: Database | Tx, use: KeyUse): Promise<Answer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, use.userId),
        eq(idempotencyKeys.key, use.key),
        gte(idempotencyKeys.createdAt, live()),
      ),
    );
  if (!row) return undefined;
  if (row.fingerprint !== use.fingerprint)
    throw new ApiError(422, 'This Idempotency-Key was already used for a different request. Use a new key.');
  return { statusCode: row.statusCode, body: row.response };
}

/** Keeps the answer; false when another request kept one under this key first. */
async function recordAnswer(db: Database | Tx, use: KeyUse, answer: Answer): Promise<boolean> {
  const mine = and(eq(idempotencyKeys.userId, use.userId), eq(idempotencyKeys.key, use.key));
  await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, live())));
  const kept = await db
    .insert(idempotencyKeys)
    .values({ ...use, statusCode: answer.statusCode, response: answer.body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return kept.length > 0;
}

/** Thrown inside the work's transaction when the key was taken meanwhile: it rolls the work back. */
class KeyTaken extends Error {}

/**
 * Runs `work` once per key. Work that runs in a transaction calls `record(tx, answer)` first
 * thing in it: a concurrent request with the same key then waits for that transaction and, once
 * it commits, replays its answer having done nothing itself. Other work is recorded after it ends
 * (it must itself be safe to repeat, as payment creation is: one open payment per order).
 */
export async function answerOnce(
  db: Database,
  use: KeyUse | undefined,
  work: (record: (tx: Tx, answer: Answer) => Promise<void>) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const replay = async () => {
    const stored = use && (await storedAnswer(db, use));
    return stored ? { ...stored, replayed: true } : undefined;
  };
  const early = await replay();
  if (early) return early;
  let recorded = false;
  const record = async (tx: Tx, answer: Answer) => {
    if (!use) return;
    if (!(await recordAnswer(tx, use, answer))) throw new KeyTaken();
    recorded = true;
  };
  try {
    const answer = await work(record);
    if (use && !recorded && !(await recordAnswer(db, use, answer)))
      return (await replay()) ?? { ...answer, replayed: false };
    return { ...answer, replayed: false };
  } catch (error) {
    if (error instanceof KeyTaken) {
      const late = await replay();
      if (late) return late;
      throw new ApiError(409, 'A request with this Idempotency-Key is still in progress. Please try again.');
    }
    throw error;
  }
}

/** Forgets keys past their 24 hours (the hold sweeper calls it). */
export async function forgetExpiredKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, live()));
}
