/**
 * What a failed query means to the client who asked. Drizzle wraps the driver's error (its
 * `cause`); both are looked at, through the cause chain. Two kinds are the client's concern:
 *
 * - the database could not be reached or dropped the connection (a restart, a failover,
 *   pg_terminate_backend, a full pool): nothing is wrong with the request, so it is answered 503
 *   with Retry-After, never 500;
 * - a value the database cannot hold (a number out of range, text that is no number): the
 *   request is wrong, 400. Schemas bound every number a route takes; this is the net beneath them.
 */

/** SQLSTATEs of a connection that ended or could not be made (PostgreSQL, Appendix A). */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
]);
/** Class 08: connection exceptions. */
const CONNECTION_CLASS = '08';

/** Node's socket errors for a server that is gone, refusing or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own words for a lost or unobtainable connection (its errors carry no code):
 * 'Connection terminated unexpectedly', 'Connection terminated due to connection timeout',
 * 'Client has encountered a connection error and is not queryable', 'Client was closed and is
 * not queryable', pg-pool's 'timeout exceeded when trying to connect' and 'Cannot use a pool
 * after calling end on the pool' (the process is stopping).
 */
const DRIVER_TEXTS = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
];

/** SQLSTATEs of a value the database cannot take: numeric_value_out_of_range, invalid_text_representation. */
const OUT_OF_RANGE_STATES = new Set(['22003', '22P02']);

/** The errors in `error`'s cause chain, outermost first. */
function chain(error: unknown): { code?: unknown; message?: unknown }[] {
  const links: { code?: unknown; message?: unknown }[] = [];
  let link: unknown = error;
  for (let depth = 0; depth < 5 && link !== null && typeof link === 'object'; depth++) {
    links.push(link as { code?: unknown; message?: unknown });
    link = (link as { cause?: unknown }).cause;
  }
  return links;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some(({ code, message }) => {
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code)) return true;
      if (code.length === 5 && code.startsWith(CONNECTION_CLASS)) return true;
    }
    return typeof message === 'string' && DRIVER_TEXTS.some((text) => text.test(message));
  });
}

export function isValueOutOfRange(error: unknown): boolean {
  return chain(error).some(({ code }) => typeof code === 'string' && OUT_OF_RANGE_STATES.has(code));
}
