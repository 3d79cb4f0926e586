/**
 * What the database says when facts kept in memory change (migrations 0007 and 0009's triggers),
 * so that a REST process may keep them rather than read them on every call:
 *
 * - `token_version`: '<user id>:<new version>' when a password is set or reset, or a member signs
 *   out everywhere ('-1': the member is gone; '*': every member). auth/tokenVersions.ts.
 * - `revoked_token`: '<jti>:<expiry in seconds>' when one token is signed out. auth/revokedTokens.ts.
 * - `catalog`: 'books' when books are added or removed, 'genres' when a genre changes.
 *
 * On PostgreSQL each process listens on a connection of its own; while it is not listening
 * (starting, or the connection lost) nothing may be kept, as a change would go unheard. On PGlite
 * there is one process and nothing writes these facts but it: they are always kept, and its own
 * writes say so (TokenVersions.changed, RevokedTokens.revoke).
 */
import pg from 'pg';

export const CHANNELS = ['token_version', 'revoked_token', 'catalog'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a listener is told: each notice, and when notices may have been missed and when they arrive again. */
export interface ListenHandlers {
  notice(channel: string, payload: string): void;
  /** The connection is lost: notices sent from now until `listening` are not heard. */
  lost(): void;
  /** Listening (again): every notice from now on is heard. */
  listening(): void;
}

/** The channels listened on: how to stop, and how to know every notice sent so far has been heard. */
export interface Listening {
  /**
   * Settles once every notice committed before the call has reached `notice`: a round trip on
   * the listening connection, which PostgreSQL answers only after handing it the notices it was
   * signalled of (each commit signals its listeners before its own client learns it committed).
   * Calls made while a round trip is under way share the next one. Fails while not listening, or
   * when the round trip takes longer than SYNC_TIMEOUT_MS (the connection is then dropped and made anew).
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts listening on `channels`, connecting again whenever the connection is lost. */
export type Listen = (channels: readonly string[], handlers: ListenHandlers) => Listening;

/** Pause before listening again after the connection was lost, doubling up to the longest. */
const RELISTEN_MS = { first: 250, longest: 10_000 };
const SYNC_TIMEOUT_MS = 2000;
/** How a listening connection names itself (pg_stat_activity.application_name). */
export const LISTENER_NAME = 'pustak-rest-notices';

export function postgresListen(connectionString: string): Listen {
  return (channels, handlers) => {
    let stopped = false;
    let client: pg.Client | undefined;
    /** The connection a round trip may go on: connected and listening. */
    let ready: pg.Client | undefined;
    let drop: (() => void) | undefined;
    let delay = RELISTEN_MS.first;
    let timer: NodeJS.Timeout | undefined;
    const connect = async () => {
      const current = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
      client = current;
      let dropped = false;
      const dropThis = () => {
        if (dropped) return;
        dropped = true;
        if (ready === current) ready = undefined;
        current.removeAllListeners('notification');
        current.end().catch(() => undefined);
        if (stopped) return;
        handlers.lost();
        timer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, RELISTEN_MS.longest);
      };
      drop = dropThis;
      current.on('error', dropThis);
      current.on('end', dropThis);
      current.on('notification', (message) => handlers.notice(message.channel, message.payload ?? ''));
      try {
        await current.connect();
        await current.query(channels.map((c) => `LISTEN ${pg.escapeIdentifier(c)}`).join('; '));
      } catch {
        return dropThis();
      }
      if (stopped || dropped) return;
      delay = RELISTEN_MS.first;
      ready = current;
      handlers.listening();
    };

    const roundTrip = async () => {
      const on = ready;
      if (!on) throw new Error('not listening');
      let timeout: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          on.query('select 1'),
          new Promise((_, reject) => {
            timeout = setTimeout(() => {
              if (ready === on) drop?.();
              reject(new Error('the listening connection did not answer'));
            }, SYNC_TIMEOUT_MS);
          }),
        ]);
      } finally {
        clearTimeout(timeout);
      }
    };
    // The round trip on the wire, and the one that will follow it for calls made meanwhile: a
    // round trip already sent may have been answered before a notice the caller must hear.
    let current: Promise<void> | undefined;
    let following: Promise<void> | undefined;
    const caughtUp = (): Promise<void> => {
      if (!current) {
        current = roundTrip().finally(() => (current = undefined));
        return current;
      }
      following ??= current
        .catch(() => undefined)
        .then(() => {
          following = undefined;
          return caughtUp();
        });
      return following;
    };

    void connect();
    return {
      caughtUp,
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await client?.end().catch(() => undefined);
      },
    };
  };
}

/** Told of one channel's notices, and of every moment they may have gone unheard. */
export interface Subscriber {
  notice(payload: string): void;
  /** Forget everything: a notice may have been (or may be) missed. */
  forgetAll(): void;
}

/** This process's ear on the database: the channels, and whether what is kept may be believed. */
export class Notices {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly listening: Listening | undefined;
  /** Whether every change is heard: always without listening (PGlite), while listening on PostgreSQL. */
  private hearing: boolean;

  constructor(listen: Listen | undefined) {
    this.hearing = listen === undefined;
    this.listening = listen?.(CHANNELS, {
      notice: (channel, payload) => {
        for (const s of this.subscribers.get(channel) ?? []) s.notice(payload);
      },
      lost: () => this.setHearing(false),
      listening: () => this.setHearing(true),
    });
  }

  /** A process that listens must wait for `caughtUp` before believing what it keeps about a member. */
  get listens(): boolean {
    return this.listening !== undefined;
  }

  /** Whether anything may be kept now. */
  get keeping(): boolean {
    return this.hearing;
  }

  subscribe(channel: Channel, subscriber: Subscriber): void {
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(subscriber);
  }

  /**
   * A change this process has committed: what it kept is forgotten at once, as the notice would
   * (on PGlite no notice comes; on PostgreSQL the notice may reach the listener after the answer).
   */
  changedHere(channel: Channel, payload: string): void {
    for (const s of this.subscribers.get(channel) ?? []) s.notice(payload);
  }

  /** See Listening.caughtUp; at once without listening (one process). */
  caughtUp(): Promise<void> {
    return this.listening ? this.listening.caughtUp() : Promise.resolve();
  }

  async stop(): Promise<void> {
    await this.listening?.stop();
  }

  private setHearing(hearing: boolean): void {
    this.hearing = hearing;
    for (const set of this.subscribers.values()) for (const s of set) s.forgetAll();
  }
}

/**
 * A value read from the database and kept while nothing on `channel` with `payload` says it
 * changed: read again after such a notice, and every time while notices may go unheard. A read
 * under way when a notice arrives is used by its callers but not kept.
 */
export function remembered<T>(
  notices: Notices,
  channel: Channel,
  payload: string,
  read: () => Promise<T>,
): () => Promise<T> {
  let kept: Promise<T> | undefined;
  let epoch = 0;
  const forget = () => {
    epoch++;
    kept = undefined;
  };
  notices.subscribe(channel, { notice: (p) => p === payload && forget(), forgetAll: forget });
  return () => {
    if (kept) return kept;
    const started = epoch;
    const value = read();
    if (notices.keeping) {
      kept = value;
      value.then(
        () => {
          if (epoch !== started && kept === value) kept = undefined;
        },
        () => {
          if (kept === value) kept = undefined;
        },
      );
    }
    return value;
  };
}
