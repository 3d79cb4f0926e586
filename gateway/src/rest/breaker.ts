/**
 * A circuit breaker in front of REST, shared by every request of one gateway. When REST stops
 * answering (refused connections, REST's own timeouts — never an HTTP status, which is an answer,
 * and never a call one operation's deadline cut short, which is about that operation), callers
 * waiting out timeouts one after another would only pile up; after a few such failures in a row
 * the breaker opens and calls fail at once. After a cool-down it lets one trial call through:
 * an answer closes it again, so the gateway recovers by itself when REST returns.
 * It holds counts and times only, never a token or an answer.
 */
export interface BreakerOptions {
  /** Consecutive unreachable calls that open the breaker. */
  threshold?: number;
  /** How long it stays open before one trial call may go through. */
  coolDownMs?: number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;
  private readonly threshold: number;
  private readonly coolDownMs: number;

  constructor(options: BreakerOptions = {}) {
    this.threshold = options.threshold ?? 5;
    this.coolDownMs = options.coolDownMs ?? 2000;
  }

  get open(): boolean {
    return this.openedAt !== null;
  }

  /** Whether a call may start now; when open, only the one trial after the cool-down may. */
  allow(now = Date.now()): boolean {
    if (this.openedAt === null) return true;
    if (this.trialInFlight || now - this.openedAt < this.coolDownMs) return false;
    this.trialInFlight = true;
    return true;
  }

  /** REST answered (any status): it is reachable. */
  succeeded(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** A call ended without telling whether REST is up (its operation's deadline cut it): only frees the trial. */
  abandoned(): void {
    this.trialInFlight = false;
  }

  /** REST could not be reached or did not answer in time. */
  failed(now = Date.now()): void {
    this.failures += 1;
    if (this.trialInFlight || this.failures >= this.threshold) this.openedAt = now;
    this.trialInFlight = false;
  }
}
