/**
 * Toasts with SPEC §8–§9's timeouts: 5 s by default, 2 s top-centre for the cart, 3 s in the
 * account area. The one place that turns a GraphQL error into the text a reader sees: the
 * server's message when it sent one, otherwise the screen's own fallback text.
 */
import { notifications } from '@mantine/notifications';
import { CombinedGraphQLErrors } from '@apollo/client';
import { findI18n } from '../i18n/translate';

type Tone = 'success' | 'error' | 'info';
const colors: Record<Tone, string> = { success: 'teal', error: 'red', info: 'blue' };

function show(message: string, tone: Tone, autoClose: number, position?: 'top-center') {
  notifications.show({ message, color: colors[tone], autoClose, ...(position && { position }) });
}

export const toast = {
  success: (message: string) => show(message, 'success', 5000),
  error: (message: string) => show(message, 'error', 5000),
  info: (message: string) => show(message, 'info', 5000),
  cart: (message: string, tone: Tone = 'success') => show(message, tone, 2000, 'top-center'),
  account: (message: string, tone: Tone = 'success') => show(message, tone, 3000),
};

/** Codes whose message was written for people (the REST service's own texts, 'Too many attempts…' too). */
const READABLE = new Set([
  'BAD_USER_INPUT',
  'OUT_OF_STOCK',
  'NOT_DELIVERABLE',
  'CASH_ON_DELIVERY_LIMIT',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
]);

/**
 * Program internals a message must never show a reader: a stack frame, a source file or a path on
 * disk (a REST server other than ours may put one in a 4xx message; the dev gateway's
 * extensions.stacktrace is never read at all).
 */
const INTERNALS =
  /\n\s*at\s|\bat\s+\S+\s+\(|\.(?:[cm]?[jt]sx?|py|rb|java|go|php):\d+|(?:^|[\s("'])(?:\/[\w.@-]+){2,}|[A-Za-z]:\\|file:\/\/|node_modules|Traceback \(/;

/** A message written for people: short, one line of prose, no internals. */
const forPeople = (message: string | undefined): message is string =>
  !!message && message.length <= 300 && !INTERNALS.test(message);

/**
 * The text for a failed operation: the server's own `message` when its code says it was written
 * for people (and it shows no internals), otherwise the screen's fallback (SPEC §8's texts).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const readable = error.errors.find((e) => READABLE.has(String(e.extensions?.code)));
    if (forPeople(readable?.message)) return inReadersLanguage(String(readable.extensions?.code), readable.message);
  }
  return fallback;
}

/** The server writes English: a reader of another language gets the catalog's words for the code. */
function inReadersLanguage(code: string, message: string): string {
  const i18n = findI18n();
  if (!i18n || i18n.language === 'en') return message;
  return i18n.t(`errors.${code}` as 'errors.BAD_USER_INPUT', { defaultValue: message });
}

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
