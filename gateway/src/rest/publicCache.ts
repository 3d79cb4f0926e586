/**
 * Answers that are the same for every reader — catalog pages, new books, genres, one book,
 * authors and their books (one author's or several's), the store's facts — kept across requests
 * for a short time, so a busy catalog costs REST little. Keyed by path and query only, never by token, and so it must never hold anything that
 * depends on the viewer: only the GET paths listed in PUBLIC are eligible (not reviews, whose
 * authors edit them, nor anything under a member's own paths). Bounded by entries and bytes.
 *
 * A write that may change public facts (a review: ratings; an order or a payment: stock and sales;
 * any write this module does not know to be private) starts a new generation, and every entry
 * belongs to the generation its read started in: an entry of an older generation is never
 * answered again. With one gateway the generation lives in this process. With several
 * (cacheGenerations.ts, Redis), each operation reads the current generation once before it
 * starts, and a write's new generation is stored in Redis before its mutation answers, so the
 * next read through any replica after a write's answer sees that write.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Paths whose answer depends on nothing but the path and query. */
const PUBLIC = [
  /^\/books\/$/,
  /^\/books\/new$/,
  /^\/books\/genres\/$/,
  /^\/books\/\d+\/$/,
  /^\/authors\/(\d+\/(books\/)?)?$/,
  /^\/authors\/books\/$/,
  /^\/store\/$/,
];

/**
 * Writes known to change only the writer's own things (cart, lists, addresses, friends, profile,
 * settings, sign-in): none of them changes a book or an author. Every other write may, and
 * starts a new generation; so do payment verifications, GETs that complete an order (stock, sales).
 */
const PRIVATE_WRITES =
  /^\/(cart\/|users\/(favorites|login|register|profile|settings|change-password|password-reset|logout)|wishlist\/|shipping\/|social\/|newsletter\/)/;

const changesPublic = (method: string, path: string) =>
  method === 'GET' ? path.startsWith('/payments/') : !PRIVATE_WRITES.test(path);

export interface PublicCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

/**
 * Where the current generation is kept when several gateways share one (cacheGenerations.ts).
 * Neither call may take long or throw: an unknown generation (null) means 'use no cache'.
 */
export interface SharedGenerations {
  /** The generation every replica reads now; null when it cannot be known (Redis away). */
  current(): Promise<string | null>;
  /** Makes `generation` the current one for every replica; resolves once stored, or once storing failed. */
  advance(generation: string): Promise<void>;
  /** Tells when entries read so far may be out of date though the generation did not change (Redis was lost). */
  onLoss(listener: () => void): void;
  close(): Promise<void>;
}

/** What every view of one gateway's cache shares. */
export interface PublicCacheStore {
  entries: LRUCache<string, { generation: string; body: unknown }>;
  /** This process's generation when no Redis is shared. */
  local: number;
  shared: SharedGenerations | undefined;
  /** Counts lost Redis connections: an operation that began before one neither reads nor keeps entries. */
  losses: number;
}

export class PublicCache {
  private readonly store: PublicCacheStore;
  /**
   * The generation this operation reads and writes entries of. Undefined: follow this process's
   * own generation (one gateway, or the gateway's own cache outside any operation); null: use
   * no cache (a shared generation that could not be read).
   */
  private generation: string | null | undefined;
  /** The write that this operation's answer must wait for (a new generation on its way to Redis). */
  private advancing: Promise<void> | undefined;
  private readonly losses: number;

  constructor(options: PublicCacheOptions);
  constructor(store: PublicCacheStore, generation: string | null, losses: number);
  constructor(options: PublicCacheOptions | PublicCacheStore, generation?: string | null, losses?: number) {
    this.store =
      'entries' in options
        ? options
        : {
            entries: new LRUCache({ max: options.maxEntries, maxSize: options.maxBytes, ttl: options.ttlMs }),
            local: 0,
            shared: undefined,
            losses: 0,
          };
    this.generation = generation;
    this.losses = losses ?? this.store.losses;
  }

  static eligible(method: string, path: string): boolean {
    return method === 'GET' && PUBLIC.some((p) => p.test(path));
  }

  /**
   * Shares the generation with every gateway through `shared`. From then on the cache serves only
   * operations that read the generation first (forOperation); anything else reads REST.
   */
  shareGenerations(shared: SharedGenerations): void {
    this.store.shared = shared;
    this.store.entries.clear();
    // Writes made while Redis was away could not be announced: nothing read before may be trusted,
    // nor kept by an operation that began before.
    shared.onLoss(() => {
      this.store.losses += 1;
      this.store.entries.clear();
    });
  }

  /**
   * The cache as one operation sees it: with shared generations, the current one read once now
   * (a single Redis call); with none, this cache itself (its generation is always current).
   */
  async forOperation(): Promise<PublicCache> {
    const { shared } = this.store;
    if (!shared) return this;
    const losses = this.store.losses;
    return new PublicCache(this.store, await shared.current(), losses);
  }

  /**
   * The generation a read starting now belongs to (null: unknown, Redis away). Other keepers of
   * public facts (the sitemap) key what they keep by it, so a write that may change public facts
   * (a staff edit, an order) makes them read again.
   */
  async generationNow(): Promise<string | null> {
    const { shared } = this.store;
    return shared ? shared.current() : `local:${this.store.local}`;
  }

  /** Resolves once every write this operation made is visible to every replica's next read. */
  async settled(): Promise<void> {
    await this.advancing;
  }

  private get readGeneration(): string | null {
    if (this.losses !== this.store.losses) return null;
    if (this.generation !== undefined) return this.generation;
    // The gateway's own cache outside an operation can only follow a generation kept in this process.
    return this.store.shared ? null : `local:${this.store.local}`;
  }

  /** A copy of the cached answer, so no request can change what another will read. */
  get(path: string, query: string): unknown {
    const generation = this.readGeneration;
    if (generation === null) return undefined;
    const hit = this.store.entries.get(`${path}?${query}`);
    return hit === undefined || hit.generation !== generation ? undefined : structuredClone(hit.body);
  }

  set(path: string, query: string, body: unknown, bytes: number): void {
    const generation = this.readGeneration;
    if (generation === null) return;
    this.store.entries.set(
      `${path}?${query}`,
      { generation, body: structuredClone(body) },
      { size: Math.max(1, bytes) },
    );
  }

  /** Called after every REST call: a call that may have changed public facts starts a new generation. */
  noteCall(method: string, path: string): void {
    if (!changesPublic(method, path)) return;
    // Entries of the old generation are never answered again: free them now.
    this.store.entries.clear();
    const { shared } = this.store;
    if (!shared) {
      this.store.local += 1;
      return;
    }
    const next = randomUUID();
    // This operation's own later reads belong to the new generation at once.
    if (this.generation !== undefined) this.generation = next;
    const stored = shared.advance(next);
    this.advancing = this.advancing ? Promise.all([this.advancing, stored]).then(() => {}) : stored;
  }

  get size(): number {
    return this.store.entries.size;
  }
}
