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
 * The counts live in this process's memory, bounded (the oldest keys go first).
 */
import { addressKey } from '../http/clientAddress.js';
import type { AllowList } from './allowList.js';

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

interface Count {
  n: number;
  startedAt: number;
  lastAt: number;
}

/** A Map that forgets its least recently written keys beyond `max`. */
class Recent<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

export class LoginThrottle {
  private readonly pairs: Recent<Count>;
  private readonly addresses: Recent<Count>;
  private readonly emails: Recent<Count>;
  /** `email address` → until when that address is known for that email. */
  private readonly known: Recent<number>;

  constructor(
    private readonly allowListed: AllowList,
    private readonly rules: LoginRules = LOGIN_RULES,
    maxKeys = 50_000,
  ) {
    this.pairs = new Recent(maxKeys);
    this.addresses = new Recent(maxKeys);
    this.emails = new Recent(maxKeys);
    this.known = new Recent(maxKeys);
  }

  /** 0 when the attempt may go ahead (it now counts as a wrong password until `succeeded`), else the ms to wait. */
  begin(address: string, email: string, now = Date.now()): number {
    const net = addressKey(address);
    const wait = this.waitFor(address, net, email, now);
    if (wait > 0) return wait;
    this.bump(this.pairs, `${net} ${email}`, this.rules.pairWindowMs, now, 1);
    this.bump(this.addresses, net, this.rules.addressWindowMs, now, 1);
    this.bump(this.emails, email, this.rules.emailWindowMs, now, 1);
    return 0;
  }

  /** The password was right: the attempt no longer counts, and this address is known for this email. */
  succeeded(address: string, email: string, now = Date.now()): void {
    const net = addressKey(address);
    this.pairs.delete(`${net} ${email}`);
    this.bump(this.addresses, net, this.rules.addressWindowMs, now, -1);
    this.bump(this.emails, email, this.rules.emailWindowMs, now, -1);
    this.trust(address, email, now);
  }

  /** The member showed they own the mailbox from this address (a reset link): it is known from now. */
  trust(address: string, email: string, now = Date.now()): void {
    const net = addressKey(address);
    this.pairs.delete(`${net} ${email}`);
    this.known.set(`${email} ${net}`, now + this.rules.knownAddressMs);
  }

  private waitFor(address: string, net: string, email: string, now: number): number {
    const r = this.rules;
    const waits = [0];
    const pair = this.live(this.pairs, `${net} ${email}`, r.pairWindowMs, now);
    if (pair && pair.n >= r.pairMax) waits.push(pair.startedAt + r.pairWindowMs - now);
    const fromAddress = this.allowListed(address) ? undefined : this.live(this.addresses, net, r.addressWindowMs, now);
    if (fromAddress && fromAddress.n >= r.addressMax) waits.push(fromAddress.startedAt + r.addressWindowMs - now);
    const forEmail = this.live(this.emails, email, r.emailWindowMs, now);
    if (forEmail && forEmail.n >= r.emailFreeTries && !this.isKnown(email, net, now)) {
      const backOff = Math.min(r.emailMaxWaitMs, 1000 * 2 ** (forEmail.n - r.emailFreeTries));
      waits.push(forEmail.lastAt + backOff - now);
    }
    return Math.max(...waits);
  }

  private isKnown(email: string, net: string, now: number): boolean {
    return (this.known.get(`${email} ${net}`) ?? 0) > now;
  }

  private live(map: Recent<Count>, key: string, windowMs: number, now: number): Count | undefined {
    const count = map.get(key);
    return count && now - count.startedAt < windowMs ? count : undefined;
  }

  private bump(map: Recent<Count>, key: string, windowMs: number, now: number, by: 1 | -1): void {
    const count = this.live(map, key, windowMs, now);
    if (by === 1)
      map.set(key, count ? { ...count, n: count.n + 1, lastAt: now } : { n: 1, startedAt: now, lastAt: now });
    else if (count) map.set(key, { ...count, n: Math.max(0, count.n - 1) });
  }
}
