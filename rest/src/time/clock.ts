/**
 * The one clock that time-dependent work reads (the mail outbox's retries, the sign-in and request
 * limits, rentals' due dates, reminders and late fees, download links), so a test can move time
 * instead of waiting for it. The system clock unless startRest is given another.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that runs with the system's but can be moved ahead: what tests and TEST_CLOCK=true use. */
export interface MovableClock {
  now: Clock;
  /** Moves this clock (never back: time only moves forward here). */
  advance(ms: number): Date;
}

export function movableClock(start: Clock = systemClock): MovableClock {
  let aheadMs = 0;
  const now = () => new Date(start().getTime() + aheadMs);
  return {
    now,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock moves forward only');
      aheadMs += ms;
      return now();
    },
  };
}
