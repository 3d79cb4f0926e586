/**
 * The one runner of scheduled work (rentals' reminders and ends, refunds to send, download links
 * to forget): each job runs on its own timer, never twice at once in this process, and reads the
 * time only from the clock it is given, so a test moves the clock and calls `runNow()` instead of
 * waiting. Several REST processes each run every job; a job must take each row once (FOR UPDATE
 * SKIP LOCKED, or an UPDATE whose WHERE only the first taker satisfies), never trust that it is alone.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../time/clock.js';

export interface Job {
  name: string;
  /** How often it looks for work. */
  everyMs: number;
  /** Does what is due at `now`; answers how many rows it handled (logged when not 0). */
  run(now: Date): Promise<number>;
}

export interface JobRunner {
  /** Runs every job once now, one after another (after any run under way); answers each job's count. */
  runNow(): Promise<Record<string, number>>;
  /** Runs one job soon, without waiting for its timer (after writing work for it); once if asked while it runs. */
  wake(name: string): void;
  stop(): Promise<void>;
}

export function startJobs(deps: { jobs: Job[]; clock: Clock; log: FastifyBaseLogger }): JobRunner {
  const { jobs, clock, log } = deps;
  const running = new Map<string, Promise<number>>();
  const again = new Set<string>();
  let stopped = false;

  const runOne = (job: Job): Promise<number> => {
    const current = running.get(job.name);
    if (current) return current.then(() => runOne(job));
    const run = job
      .run(clock())
      .then((count) => {
        if (count > 0) log.info({ job: job.name, count }, 'scheduled job done');
        return count;
      })
      .catch((error: unknown) => {
        log.warn({ err: error, job: job.name }, 'scheduled job failed; it runs again at its next turn');
        return 0;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (!stopped && !running.has(job.name)) void runOne(job);
    }, job.everyMs);
    timer.unref();
    return timer;
  });

  return {
    async runNow() {
      const counts: Record<string, number> = {};
      for (const job of jobs) counts[job.name] = await runOne(job);
      return counts;
    },
    wake(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job || stopped) return;
      // Asked while it runs: one more run after it is enough for everything written before.
      if (!running.has(name)) void runOne(job);
      else if (!again.has(name)) {
        again.add(name);
        void running.get(name)!.then(() => {
          again.delete(name);
          if (!stopped) void runOne(job);
        });
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
