/**
 * Toasts with SPEC §8–§9's timeouts: 5 s by default, 2 s top-centre for the cart, 3 s in the
 * account area. The one place that turns a GraphQL error into the text a reader sees: the
 * server's message when it sent one, otherwise the screen's own fallback text.
 */
import { notifications } from '@mantine/notifications';
import { CombinedGraphQLErrors } from '@apollo/client';

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

/** Codes whose message was written for people (the REST service's own texts). */
const READABLE = new Set(['BAD_USER_INPUT', 'OUT_OF_STOCK', 'FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED']);

export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const readable = error.errors.find((e) => READABLE.has(String(e.extensions?.code)));
    if (readable?.message) return readable.message;
  }
  return fallback;
}

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
