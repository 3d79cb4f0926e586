/**
 * What an error may put in the log. Drizzle's query errors carry the SQL and its parameters in
 * their message, stack and fields (`Failed query: insert into users … params: <email>,<password
 * hash>,<birth date>`), and the driver's error beneath may quote a value too ('Key (email)=(…)
 * already exists', 'invalid input syntax … "<value>"'). So a database error is logged as its
 * SQLSTATE code, the table and constraint it names and the stack frames of our code, never its
 * text; any other error as pino's standard serializer writes it. Installed as the logger's `err`
 * serializer, it covers every `log.error({ err })` in the service, not only the error handler's.
 */
import pino from 'pino';

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  constraint?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database error in `error`'s cause chain (Drizzle's wrapper or the driver's own), if any. */
function databaseCause(error: unknown): DatabaseErrorFields | undefined {
  let link: unknown = error;
  for (let depth = 0; depth < 5 && link && typeof link === 'object'; depth++) {
    const fields = link as DatabaseErrorFields;
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code) && 'severity' in fields) return fields;
    link = fields.cause;
  }
  return undefined;
}

const isDatabaseError = (error: unknown) =>
  databaseCause(error) !== undefined ||
  (error !== null && typeof error === 'object' && 'query' in error && 'params' in error);

/** The stack without its first line(s), which repeat the message. */
function framesOnly(error: Error): string | undefined {
  const header = String(error);
  return error.stack?.startsWith(header) ? error.stack.slice(header.length).replace(/^\n/, '') : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function safeErrorSerializer(error: unknown): unknown {
  if (!isDatabaseError(error)) return pino.stdSerializers.err(error as Error);
  const cause = databaseCause(error);
  return {
    type: error instanceof Error ? error.constructor.name : 'DatabaseError',
    message: 'Database query failed (query, parameters and driver message withheld from the log)',
    code: text(cause?.code),
    table: text(cause?.table),
    constraint: text(cause?.constraint),
    stack: error instanceof Error ? framesOnly(error) : undefined,
  };
}

/** Fastify logger options with the safe `err` serializer (tests and main pass their own level or stream). */
export function withSafeErrors(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  return { ...options, serializers: { ...options.serializers, err: safeErrorSerializer } };
}
