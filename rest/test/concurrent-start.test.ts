/**
 * Replicas start together: two REST processes started at the same moment on one empty
 * PostgreSQL database both come up and serve (migrations take turns under a lock, the seed runs
 * once), and the catalog is seeded once, not twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seedCounts } from '../src/seed/index.js';
import { createOwnDatabase, startRestProcess, type OwnDatabase, type RestProcess } from './restProcess.js';

const TRIES = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two REST processes started at once on an empty database', () => {
  const started: RestProcess[] = [];
  const databases: OwnDatabase[] = [];
  afterEach(async () => {
    for (const rest of started.splice(0)) await rest.stop();
    for (const database of databases.splice(0)) await database.drop();
  });

  for (let attempt = 1; attempt <= TRIES; attempt++) {
    it(`both serve, and the catalog is seeded once (try ${attempt} of ${TRIES})`, async () => {
      const database = await createOwnDatabase();
      databases.push(database);
      const starts = [0, 1].map(() => startRestProcess({ DATABASE_URL: database.url }));
      const outcomes = await Promise.allSettled(starts);
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
      expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual([]);

      const { books } = seedCounts();
      for (const rest of started) {
        const answer = await fetch(`${rest.url}/api/books/?page_size=1`);
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { count: number }).count).toBe(books);
      }
    }, 120_000);
  }
});
