/**
 * Answers that are the same for every reader — catalog pages, new books, genres, one book,
 * authors and their books (one author's or several's) — kept across requests for a short time,
 * so a busy catalog costs REST little. Keyed by path and query only, never by token, and so it must never hold anything that
 * depends on the viewer: only the GET paths listed in PUBLIC are eligible (not reviews, whose
 * authors edit them, nor anything under a member's own paths). Bounded by entries and bytes.
 * A write through this gateway that changes public facts (a review: ratings; an order or a
 * payment: stock and sales) empties it; other replicas see such changes within the TTL.
 */
import { LRUCache } from 'lru-cache';

/** Paths whose answer depends on nothing but the path and query. */
const PUBLIC = [
  /^\/books\/$/,
  /^\/books\/new$/,
  /^\/books\/genres\/$/,
  /^\/books\/\d+\/$/,
  /^\/authors\/(\d+\/(books\/)?)?$/,
  /^\/authors\/books\/$/,
];

/** Calls after which cached books may be out of date: review writes (ratings), orders and payments (stock, sales). */
const changesPublic = (method: string, path: string) =>
  (method !== 'GET' && /^\/(books\/\d+\/review\/|reviews\/|order\/)/.test(path)) || path.startsWith('/payments/');

export interface PublicCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

export class PublicCache {
  private readonly entries: LRUCache<string, { body: unknown }>;

  constructor(options: PublicCacheOptions) {
    this.entries = new LRUCache({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      ttl: options.ttlMs,
    });
  }

  static eligible(method: string, path: string): boolean {
    return method === 'GET' && PUBLIC.some((p) => p.test(path));
  }

  /** A copy of the cached answer, so no request can change what another will read. */
  get(path: string, query: string): unknown {
    const hit = this.entries.get(`${path}?${query}`);
    return hit === undefined ? undefined : structuredClone(hit.body);
  }

  set(path: string, query: string, body: unknown, bytes: number): void {
    this.entries.set(`${path}?${query}`, { body: structuredClone(body) }, { size: Math.max(1, bytes) });
  }

  /** Called after every REST call: forgets everything when the call may have changed public facts. */
  noteCall(method: string, path: string): void {
    if (changesPublic(method, path)) this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
