/**
 * How often anyone may guess a password. Only wrong passwords count (an attempt counts as one
 * until it succeeds, so a burst of parallel guesses is counted before any is checked), under three
 * keys, each with the normalized email the lookup uses and the real client address
 * (http/clientAddress.ts):
 *
 * - per address and email: 10 wrong passwords in 15 minutes, then that pair waits out the
 *   15 minutes. One attacker on one address gets 10 guesses, and locks out nobody else.
 * - per address: 100 wrong passwords in 15 minutes over any emails (trying one common password on
 *   many accounts). Addresses on RATE_LIMIT_ALLOW_LIST skip this one.
 * - per email, from everywhere: after 10 wrong passwords in an hour each further try must wait
 *   1 s, 2 s, 4 s … at most a minute after the last one, so many addresses together are slowed
 *   to about a guess a minute. This never locks the member out: an address where the member has
 *   signed in within 30 days (or opened a reset link) is known and skips it, and from a new
 *   address the wait is at most a minute.
 *
 * The counts are shared by every REST process on the database (counts.ts): two replicas allow
 * what one would.
 */
import type { Database } from '../db/client.js';
import { addressKey } from '../http/clientAddress.js';
import type { Clock } from '../time/clock.js';
import type { AllowList } from './allowList.js';
import { forgetCounts, knownUntil, lockCounts, markKnown, uncountHit, writeCount, type Count } from './counts.js';

export const LOGIN_RULES = {
  pairMax: 10,
  pairWindowMs: 15 * 60_000,
  addressMax: 100,
  addressWindowMs: 15 * 60_000,
  emailFreeTries: 10,
  emailWindowMs: 60 * 60_000,
  emailMaxWaitMs: 60_000,
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

export type LoginRules = typeof LOGIN_RULES;

/** The three counts of an attempt, by their keys in limit_counts. */
const keysOf = (net: string, email: string) => ({
  pair: `login pair ${net} ${email}`,
  address: `login address ${net}`,
  email: `login email ${email}`,
});

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly allowListed: AllowList,
    private readonly clock: Clock,
    private readonly rules: LoginRules = LOGIN_RULES,
  ) {}

  /** 0 when the attempt may go ahead (it now counts as a wrong password until `succeeded`), else the ms to wait. */
  async begin(address: string, email: string): Promise<number> {
    const now = this.clock().getTime();
    const net = addressKey(address);
    const keys = keysOf(net, email);
    const r = this.rules;
    return this.db.transaction(async (tx) => {
      const counts = await lockCounts(tx, Object.values(keys), new Date(now));
      const live = (key: string, windowMs: number) => {
        const count = counts.get(key)!;
        return now - count.startedAt < windowMs ? count : undefined;
      };
      const pair = live(keys.pair, r.pairWindowMs);
      const fromAddress = live(keys.address, r.addressWindowMs);
      const forEmail = live(keys.email, r.emailWindowMs);
      const waits = [0];
      if (pair && pair.hits >= r.pairMax) waits.push(pair.startedAt + r.pairWindowMs - now);
      if (fromAddress && fromAddress.hits >= r.addressMax && !this.allowListed(address))
        waits.push(fromAddress.startedAt + r.addressWindowMs - now);
      if (forEmail && forEmail.hits >= r.emailFreeTries && (await knownUntil(tx, email, net)) <= now) {
        const backOff = Math.min(r.emailMaxWaitMs, 1000 * 2 ** (forEmail.hits - r.emailFreeTries));
        waits.push(forEmail.lastAt + backOff - now);
      }
      const wait = Math.max(...waits);
      if (wait > 0) return wait;
      const hit = (count: Count | undefined): Count =>
        count ? { ...count, hits: count.hits + 1, lastAt: now } : { hits: 1, startedAt: now, lastAt: now };
      await writeCount(tx, keys.pair, hit(pair));
      await writeCount(tx, keys.address, hit(fromAddress));
      await writeCount(tx, keys.email, hit(forEmail));
      return 0;
    });
  }

  /** The password was right: the attempt no longer counts, and this address is known for this email. */
  async succeeded(address: string, email: string): Promise<void> {
    const now = this.clock();
    const keys = keysOf(addressKey(address), email);
    await uncountHit(this.db, keys.address, this.rules.addressWindowMs, now);
    await uncountHit(this.db, keys.email, this.rules.emailWindowMs, now);
    await this.trust(address, email);
  }

  /** The member showed they own the mailbox from this address (a reset link): it is known from now. */
  async trust(address: string, email: string): Promise<void> {
    const net = addressKey(address);
    await forgetCounts(this.db, [keysOf(net, email).pair]);
    await markKnown(this.db, email, net, new Date(this.clock().getTime() + this.rules.knownAddressMs));
  }
}
