/**
 * The one clock that time-dependent work reads (the mail outbox's retries, the sign-in and request
 * limits), so a test can move time instead of waiting for it. The system clock unless startRest is
 * given another.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
