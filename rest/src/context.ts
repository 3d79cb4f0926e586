/**
 * What every route module can reach through `app.deps`, and the request's signed-in member.
 * Built once in app.ts; tests build their own app with their own database.
 */
import type { Database } from './db/client.js';
import type { Listen, Notices } from './db/notices.js';
import type { RestConfig } from './config.js';
import type { TokenService } from './auth/tokens.js';
import type { MailDelivery } from './mail/delivery.js';
import type { Mailer } from './mail/mailer.js';
import type { Clock, MovableClock } from './time/clock.js';
import type { JobRunner } from './jobs/runner.js';
import type { AllowList } from './limits/allowList.js';
import type { LoginThrottle } from './limits/loginThrottle.js';

export interface AppDeps {
  db: Database;
  config: RestConfig;
  tokens: TokenService;
  /** How mail is sent; only the outbox's worker calls it (mail/delivery.ts), never a request. */
  mailer: Mailer;
  /** The clock of retries and limits (time/clock.ts); the system clock when absent. */
  clock?: Clock;
  /** TEST_CLOCK=true: the clock above, which POST /test/clock moves. */
  movableClock?: MovableClock;
  /** Folder of uploaded files (profile pictures), served under /media/uploads/. */
  uploadsDir: string;
  /** PostgreSQL's notices of other processes' writes (db/client.ts); absent on PGlite. */
  listen?: Listen;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The per-address and per-email limits' shared state (limits/). */
    limits: { allowListed: AllowList; login: LoginThrottle };
    /** The clock of retries, limits and reset links (time/clock.ts). */
    clock: Clock;
    /** The outbox's worker: `wake()` after writing mail, so it leaves at once (mail/delivery.ts). */
    mail: MailDelivery;
    /** Scheduled work (jobs/runner.ts): rentals' reminders and ends, refunds to send. */
    jobs: JobRunner;
    /** What the database says when facts kept in memory change (db/notices.ts). */
    notices: Notices;
  }
  interface FastifyRequest {
    /** The signed-in member, or null for a guest. Routes with `config.auth` never see null. */
    userId: number | null;
    /** The real client's address (http/clientAddress.ts): the gateway's client, or the socket's. */
    clientAddress: string;
  }
  interface FastifyContextConfig {
    /**
     * true: the route needs a valid bearer token; without one it answers 401. 'signed': any token
     * REST signed that has not expired, even one signed out since (auth/plugin.ts).
     */
    auth?: boolean | 'signed';
  }
}
