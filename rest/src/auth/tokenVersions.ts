/**
 * Members' token versions, kept in memory so that a member's every call does not read theirs
 * from the database (plugin.ts checks it on each call; a screen makes several). A version changes
 * only when a password is set or reset or the member signs out everywhere, and then every older
 * token must be refused at once, by every process:
 *
 * - On PostgreSQL each process listens for the notice a trigger sends when a version changes
 *   (migration 0007; db/notices.ts) and forgets that member's version. A kept version is believed only after a
 *   round trip on the listening connection that started after the call arrived (`caughtUp`,
 *   shared by every call waiting meanwhile): PostgreSQL hands that connection the notices of every
 *   change committed before, so a change another process answered is known by then. While not
 *   listening (starting, or the connection lost) nothing is kept: each call reads its version.
 * - On PGlite there is one process, and the write itself tells it (`changed`).
 *
 * A read that started before a change may answer the old version once the change is known: an
 * epoch counts changes, and a version read while the epoch moved is used once, never kept.
 */
import type { Notices } from '../db/notices.js';

/** Members kept at once; the one read longest ago goes first. */
const MAX_ENTRIES = 50_000;

export type ReadVersion = (userId: number) => Promise<number | undefined>;

export class TokenVersions {
  private readonly known = new Map<number, number>();
  private epoch = 0;

  constructor(
    private readonly read: ReadVersion,
    private readonly notices: Notices,
  ) {
    notices.subscribe('token_version', {
      notice: (payload) => {
        const id = Number(payload.split(':')[0]);
        if (payload === '*' || !Number.isInteger(id)) this.forgetAll();
        else this.changed(id);
      },
      forgetAll: () => this.forgetAll(),
    });
  }

  /** `caughtUp`: Notices.caughtUp, or one round trip of it shared with the call's other checks. */
  async versionOf(userId: number, caughtUp = () => this.notices.caughtUp()): Promise<number | undefined> {
    if (this.notices.keeping && this.known.has(userId)) {
      const heard = await caughtUp().then(
        () => true,
        () => false,
      );
      // Asked again: a notice heard meanwhile has forgotten it.
      const version = heard && this.notices.keeping ? this.known.get(userId) : undefined;
      if (version !== undefined) return version;
    }
    const epoch = this.epoch;
    const version = await this.read(userId);
    if (version !== undefined && this.notices.keeping && epoch === this.epoch) {
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

  private forgetAll(): void {
    this.epoch++;
    this.known.clear();
  }
}
