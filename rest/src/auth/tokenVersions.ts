/**
 * Members' token versions, kept in memory so that a member's every call does not read theirs
 * from the database (plugin.ts checks it on each call; a screen makes several). A version changes
 * only when a password is set or reset, and then every older token must be refused at once, by
 * every process:
 *
 * - On PostgreSQL each process listens for the notice a trigger sends when a version changes
 *   (migration 0007) and forgets that member's version. A kept version is believed only after a
 *   round trip on the listening connection that started after the call arrived (`caughtUp`,
 *   shared by every call waiting meanwhile): PostgreSQL hands that connection the notices of every
 *   change committed before, so a change another process answered is known by then. While not
 *   listening (starting, or the connection lost) nothing is kept: each call reads its version.
 * - On PGlite there is one process, and the write itself tells it (`changed`).
 *
 * A read that started before a change may answer the old version once the change is known: an
 * epoch counts changes, and a version read while the epoch moved is used once, never kept.
 */
import type { Listening } from '../db/client.js';

/** Members kept at once; the one read longest ago goes first. */
const MAX_ENTRIES = 50_000;

export type ReadVersion = (userId: number) => Promise<number | undefined>;

export class TokenVersions {
  private readonly known = new Map<number, number>();
  private epoch = 0;
  private keeping: boolean;
  private listening: Listening | undefined;

  constructor(private readonly read: ReadVersion) {
    this.keeping = true;
  }

  /** PostgreSQL: versions are kept only while notices are heard (`heard` … `lost`), and believed once caught up. */
  listenWith(listening: Listening): void {
    this.listening = listening;
    this.keeping = false;
    this.forgetAll();
  }

  async versionOf(userId: number): Promise<number | undefined> {
    if (this.keeping && this.known.has(userId)) {
      const heard = this.listening
        ? await this.listening.caughtUp().then(
            () => true,
            () => false,
          )
        : true;
      // Asked again: a notice heard meanwhile has forgotten it.
      const version = heard && this.keeping ? this.known.get(userId) : undefined;
      if (version !== undefined) return version;
    }
    const epoch = this.epoch;
    const version = await this.read(userId);
    if (version !== undefined && this.keeping && epoch === this.epoch) {
      if (this.known.size >= MAX_ENTRIES) this.known.delete(this.known.keys().next().value!);
      this.known.set(userId, version);
    }
    return version;
  }

  /** This process changed the member's version (committed): forgotten here at once. */
  changed(userId: number): void {
    this.epoch++;
    this.known.delete(userId);
  }

  /** A notice: '<user id>:<version>' (-1: the member is gone) or '*' (every member). */
  notice(payload: string): void {
    const id = Number(payload.split(':')[0]);
    if (payload === '*' || !Number.isInteger(id)) this.forgetAll();
    else this.changed(id);
  }

  /** Notices may go unheard from now on: nothing is kept until `heard`. */
  lost(): void {
    this.keeping = false;
    this.forgetAll();
  }

  /** Every change from now on is heard: versions may be kept again. */
  heard(): void {
    this.forgetAll();
    this.keeping = true;
  }

  private forgetAll(): void {
    this.epoch++;
    this.known.clear();
  }
}
