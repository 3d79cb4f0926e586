/**
 * Idempotency keys for the writes that cost money (createOrder, createPayment): one key per
 * attempt, kept while the same request is retried (after a timeout or an error), so a retry
 * answers what the first attempt did and never makes a second order or payment. A different
 * request (other lines, another address) gets a new key; so does the next attempt after a success.
 */
import { useRef } from 'react';

/** A random UUID (v4). crypto.randomUUID exists only on secure origins; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  return {
    /** The key for this request: the same as last time when the request is the same. */
    keyFor(request: unknown): string {
      const signature = JSON.stringify(request);
      if (current.current?.request !== signature) current.current = { request: signature, key: newIdempotencyKey() };
      return current.current.key;
    },
    /** The attempt succeeded: the next one is a new attempt with a new key. */
    done(): void {
      current.current = null;
    },
  };
}
