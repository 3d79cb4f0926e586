/**
 * The WebSocket connections open on this gateway, by member, so that a socket ends when its token
 * does: a password change or reset makes REST refuse every older token, and a socket opened with
 * one must not keep receiving the member's events. A socket's token is checked with REST again,
 * and the socket closed with 4403 (as a bad token at connect is) when REST refuses it:
 *
 * - at once when the member's tokens are revoked: Mutation.account.ts announces it on the
 *   member's topic, which every replica hears through the event bus (Redis when several run);
 * - every LIVE_TOKEN_CHECK_MS for every socket (a change made without the gateway, an expiry);
 * - before each event is resolved for it, its signature and expiry only, against REST's published
 *   key with no REST call (session.ts `renew`).
 *
 * A check REST cannot answer keeps the socket open; the next occasion tries again.
 *
 * It also bounds how many sockets one member holds on this gateway (WS_MAX_SOCKETS_PER_MEMBER), so
 * one token cannot open sockets without end.
 */
import type { Upstream } from '../rest/client.js';
import { topics, type LiveEvents } from './events.js';
import { authenticate, type Subscriber } from './session.js';

export interface LiveSocket {
  subscriber: Subscriber;
  /** Closes the socket with 4403 Forbidden. */
  close(): void;
}

export interface LiveSessionsOptions {
  upstream: Upstream;
  events: LiveEvents;
  /** 0 = no periodic check. */
  checkEveryMs: number;
  /** Sockets one member may hold at once on this gateway. */
  maxSocketsPerMember: number;
  onError?: (error: unknown) => void;
}

/** Sockets checked at once at most (one REST call per distinct token). */
const CHECKS_AT_ONCE = 16;

export class LiveSessions {
  private readonly members = new Map<string, { sockets: Set<LiveSocket>; listener: Promise<number | undefined> }>();
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LiveSessionsOptions) {
    if (options.checkEveryMs > 0) {
      this.timer = setInterval(() => void this.check(), options.checkEveryMs);
      this.timer.unref();
    }
  }

  /**
   * Keeps `socket` until the returned function is called (when it closes); resolves once revocations
   * reach it. Undefined when the member already holds as many sockets as they may.
   */
  async add(socket: LiveSocket): Promise<(() => void) | undefined> {
    const { memberId } = socket.subscriber;
    let entry = this.members.get(memberId);
    if (entry && entry.sockets.size >= this.options.maxSocketsPerMember) return undefined;
    if (!entry) {
      const listener = this.options.events
        .subscribe(topics.tokensRevoked(memberId), () => void this.check(memberId))
        .catch((error: unknown) => {
          // No bus (Redis away): the periodic and per-event checks still end the socket.
          this.options.onError?.(error);
          return undefined;
        });
      entry = { sockets: new Set(), listener };
      this.members.set(memberId, entry);
    }
    const member = entry;
    member.sockets.add(socket);
    await member.listener;
    return () => {
      member.sockets.delete(socket);
      if (member.sockets.size > 0 || this.members.get(memberId) !== member) return;
      this.members.delete(memberId);
      void member.listener.then((id) => id !== undefined && this.options.events.unsubscribe(id));
    };
  }

  /** Checks the sockets of one member, or of everyone; closes those whose token REST refuses. */
  async check(memberId?: string): Promise<void> {
    const sockets = memberId
      ? [...(this.members.get(memberId)?.sockets ?? [])]
      : [...this.members.values()].flatMap((m) => [...m.sockets]);
    const byToken = new Map<string, LiveSocket[]>();
    for (const s of sockets)
      byToken.set(s.subscriber.authorization, [...(byToken.get(s.subscriber.authorization) ?? []), s]);
    const groups = [...byToken.entries()];
    for (let i = 0; i < groups.length; i += CHECKS_AT_ONCE) {
      await Promise.all(
        groups.slice(i, i + CHECKS_AT_ONCE).map(([authorization, same]) => this.checkToken(authorization, same)),
      );
    }
  }

  private async checkToken(authorization: string, sockets: LiveSocket[]): Promise<void> {
    try {
      if (await authenticate(this.options.upstream, authorization)) return;
      for (const socket of sockets) socket.close();
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
