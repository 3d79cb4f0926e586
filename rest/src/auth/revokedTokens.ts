/**
 * Tokens signed out one by one: signing out ends the token it was sent with, and only that one,
 * so a member's other devices stay signed in (signing out everywhere bumps the token version
 * instead: revokeTokens.ts). A token is named by its id (`jti`, tokens.ts) in `revoked_tokens`
 * until it expires, and every REST process keeps the unexpired ids in memory, as it keeps token
 * versions (tokenVersions.ts), so that no call reads the table:
 *
 * - On PostgreSQL each process listens for the notice a trigger sends when an id is added
 *   (migration 0009; db/notices.ts), and reads every id anew each time it starts listening, so
 *   the kept set is whole from then on. An id missing from it is believed absent only after a
 *   round trip on the listening connection that started after the call arrived (the same one the
 *   token version waits for): an id another process added before is heard by then. While not
 *   listening (starting, the connection lost, or the reading not done) each call reads the table.
 * - On PGlite there is one process, and the sign-out itself tells it (`revoke`).
 *
 * Ids are never forgotten while their token lives: a revocation cannot be undone, so a kept id is
 * believed at once. Expired ones are pruned from memory and from the table (`prune`), an hour
 * late, so a replica whose clock runs behind never meets a token whose id is gone.
 */
import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Notices } from '../db/notices.js';
import { revokedTokens } from '../db/schema.js';

/** How long after a token expires its id is still kept (replicas' clocks differ a little). */
export const PRUNE_GRACE_MS = 60 * 60_000;

/** What the kept ids are read from and written to (the `revoked_tokens` table). */
export interface RevokedStore {
  /** Every id whose token expires after `after`, with its expiry in seconds. */
  readAll(after: Date): Promise<{ jti: string; expiresAt: number }[]>;
  has(jti: string): Promise<boolean>;
  /** Adds the id (a second time changes nothing: the first row, and its member, stay). */
  add(jti: string, userId: number, expiresAt: number): Promise<void>;
  /** Removes the ids of tokens expired before `before`. */
  removeExpired(before: Date): Promise<void>;
}

export function revokedStore(db: Database): RevokedStore {
  const one = db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, sql.placeholder('jti')))
    .prepare('revoked_token');
  return {
    async readAll(after) {
      const rows = await db
        .select({ jti: revokedTokens.jti, expiresAt: revokedTokens.expiresAt })
        .from(revokedTokens)
        .where(gt(revokedTokens.expiresAt, after));
      return rows.map((r) => ({ jti: r.jti, expiresAt: Math.floor(r.expiresAt.getTime() / 1000) }));
    },
    has: async (jti) => (await one.execute({ jti })).length > 0,
    async add(jti, userId, expiresAt) {
      await db
        .insert(revokedTokens)
        .values({ jti, userId, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing({ target: revokedTokens.jti });
    },
    async removeExpired(before) {
      // Several processes may prune at once: each deletes what is left, none fails.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, before));
    },
  };
}

export class RevokedTokens {
  /** Revoked ids → their token's expiry (seconds). */
  private readonly ids = new Map<string, number>();
  /** Counts the times notices may have gone unheard: a reading begun before the last counts for less. */
  private session = 0;
  /** Whether `ids` holds every revoked id (read whole since listening began). */
  private whole = false;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly store: RevokedStore,
    private readonly notices: Notices,
    private readonly now: () => Date,
  ) {
    notices.subscribe('revoked_token', {
      notice: (payload) => {
        const at = payload.lastIndexOf(':');
        const expiresAt = Number(payload.slice(at + 1));
        if (at > 0 && Number.isFinite(expiresAt)) this.ids.set(payload.slice(0, at), expiresAt);
      },
      forgetAll: () => {
        this.session++;
        this.whole = false;
        this.reading = undefined;
        if (this.notices.keeping) this.readWhole();
      },
    });
    if (notices.keeping) this.readWhole();
  }

  /**
   * Whether the token with this id was signed out. `caughtUp` settles once every notice committed
   * before the call is heard (db/notices.ts); shared with the token version's check.
   */
  async isRevoked(jti: string, caughtUp: () => Promise<void>): Promise<boolean> {
    if (this.ids.has(jti)) return true;
    if (this.notices.keeping && this.whole) {
      const heard = await caughtUp().then(
        () => true,
        () => false,
      );
      if (this.ids.has(jti)) return true;
      if (heard && this.notices.keeping && this.whole) return false;
    }
    if (this.notices.keeping) this.readWhole();
    return this.store.has(jti);
  }

  /** Ends one token of the member on every process; this one refuses it at once. */
  async revoke(jti: string, userId: number, expiresAt: number): Promise<void> {
    await this.store.add(jti, userId, expiresAt);
    this.ids.set(jti, expiresAt);
  }

  /** Forgets the ids of tokens expired over PRUNE_GRACE_MS ago, here and in the table. */
  async prune(): Promise<void> {
    const before = new Date(this.now().getTime() - PRUNE_GRACE_MS);
    const seconds = before.getTime() / 1000;
    for (const [jti, expiresAt] of this.ids) if (expiresAt < seconds) this.ids.delete(jti);
    await this.store.removeExpired(before);
  }

  /** Reads every id once per listening session; a failed reading is tried again on the next call. */
  private readWhole(): void {
    if (this.whole || this.reading) return;
    const session = this.session;
    const reading = this.store
      .readAll(new Date(this.now().getTime() - PRUNE_GRACE_MS))
      .then(
        (rows) => {
          for (const row of rows) this.ids.set(row.jti, row.expiresAt);
          if (this.session === session) this.whole = true;
        },
        () => undefined,
      )
      .finally(() => {
        if (this.reading === reading) this.reading = undefined;
      });
    this.reading = reading;
  }
}
