/**
 * Builds the Fastify app of the REST service (server.ts opens the database and listens).
 * Everything is registered here: validation, the error envelope, auth, OpenAPI, media, the API
 * routes under /api and the local Khalti and eSewa sandboxes.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { installAuth } from './auth/plugin.js';
import { Notices } from './db/notices.js';
import { usesSandboxEsewa, usesSandboxWallet } from './config.js';
import type { AppDeps } from './context.js';
import { withSafeErrors } from './http/errorLog.js';
import { formatValidationErrors, frameworkErrors, installErrorHandler, tooManyAttempts } from './http/errors.js';
import { refuseDisguisedNumbers } from './http/plainNumbers.js';
import { answers } from './http/schemas.js';
import { refuseControlCharacters } from './http/plainText.js';
import { installClientAddress } from './http/clientAddress.js';
import { requestIdOf } from './http/requestId.js';
import { registerSecurityHeaders } from './http/security.js';
import { installStrictResponses } from './http/strictResponses.js';
import { serverTimeouts } from './http/timeouts.js';
import { esewaSandbox } from './esewa/sandbox.js';
import { khaltiSandbox } from './khalti/sandbox.js';
import { allowListOf } from './limits/allowList.js';
import { forgetStaleCounts } from './limits/counts.js';
import { LoginThrottle } from './limits/loginThrottle.js';
import { sharedRequestStore } from './limits/requestStore.js';
import { startMailDelivery } from './mail/delivery.js';
import { startJobs } from './jobs/runner.js';
import { scheduledJobs } from './jobs/schedule.js';
import { testClockRoutes } from './routes/testClock.js';
import { installReceivedFileCleanup, onMultipartFile } from './media/bookFiles.js';
import { MAX_PICTURE_BYTES } from './media/pictures.js';
import { isServedPicture } from './media/urls.js';
import { startHoldSweeper } from './orders/holds.js';
import { mediaRoutes } from './routes/media.js';
import { apiRoutes } from './routes/index.js';
import { systemClock } from './time/clock.js';

/** Limit counts are kept this long past their window's start (the longest window is an hour). */
const STALE_COUNT_MS = 2 * 60 * 60_000;

export interface AppOptions {
  logger?: boolean | object;
  /** Tests: an answer its route's response schema would change is a 500 (strictResponses.ts). */
  strictResponses?: boolean;
}

export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Database errors are logged without their query, parameters or driver text (errorLog.ts).
    logger: withSafeErrors(options.logger ?? { level: deps.config.logLevel }),
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Room for a 5 MB picture plus the other fields of a registration.
    bodyLimit: MAX_PICTURE_BYTES + 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    schemaErrorFormatter: formatValidationErrors,
    frameworkErrors,
    // Slow clients (headers or a body trickled in) are cut off: HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, ….
    ...serverTimeouts(deps.config.timeouts),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  const notices = new Notices(deps.listen);
  app.decorate('notices', notices);
  app.addHook('onClose', () => notices.stop());
  const clock = deps.clock ?? systemClock;
  app.decorate('clock', clock);
  const allowListed = allowListOf(deps.config.rateLimitAllowList);
  app.decorate('limits', { allowListed, login: new LoginThrottle(deps.db, allowListed, clock) });
  installErrorHandler(app);
  if (options.strictResponses) installStrictResponses(app);
  await registerSecurityHeaders(app, deps.config);
  installClientAddress(app);
  await app.register(rateLimit, {
    global: false,
    // Counted once for every REST process on the database (limits/requestStore.ts).
    store: sharedRequestStore(deps.db, clock),
    // Thrown errors go through the one error envelope; the text tells a person what to do.
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // Files are read into memory, except on routes that stream theirs to disk (book files: bookFiles.ts).
    onFile: onMultipartFile(deps.uploadsDir),
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 },
  });
  installReceivedFileCleanup(app);
  // Every route: text is plain text, numbers are written as numbers (plainText.ts, plainNumbers.ts).
  // After multipart, whose own preValidation hook puts a form's fields on the body.
  app.addHook('preValidation', refuseControlCharacters);
  app.addHook('preValidation', refuseDisguisedNumbers);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Pustak REST API', version: '1.0.0', description: 'The bookstore and reader network of Pustak.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  installAuth(app);

  await app.register(fastifyStatic, {
    root: path.resolve(deps.uploadsDir),
    prefix: '/media/uploads/',
    decorateReply: false,
    maxAge: '1d',
    // Only pictures this service re-encoded; never an upload's own bytes (media/urls.ts).
    allowedPath: (pathName) => isServedPicture(pathName),
  });
  await app.register(mediaRoutes);
  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      api.get(
        '/health',
        {
          schema: {
            tags: ['meta'],
            summary: 'Liveness and database check',
            response: answers({ 200: Type.Object({ status: Type.Literal('ok') }) }),
          },
        },
        async () => {
          await deps.db.execute('select 1');
          return { status: 'ok' as const };
        },
      );
    },
    { prefix: '/api' },
  );
  // The sandbox exists only while it is the wallet: with a real Khalti configured it is not there at all.
  if (usesSandboxWallet(deps.config)) await app.register(khaltiSandbox, { prefix: '/khalti-sandbox' });
  if (usesSandboxEsewa(deps.config)) await app.register(esewaSandbox, { prefix: '/esewa-sandbox' });
  // Unpaid orders give their copies back when their hold runs out, even when nobody is asking.
  const stopHoldSweeper = startHoldSweeper(deps.db, deps.config, app.log);
  app.addHook('onClose', stopHoldSweeper);
  // Mail leaves off the request path: routes write to the outbox, this worker sends (mail/delivery.ts).
  const mail = startMailDelivery({ db: deps.db, mailer: deps.mailer, clock, log: app.log });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.stop());
  // Rentals, refunds and other work that falls due with time run from one clock (jobs/).
  const jobs = startJobs({ jobs: scheduledJobs(deps, mail, app.log), clock, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  if (deps.movableClock) await app.register(testClockRoutes, { prefix: '/test' });
  const forgetter = setInterval(() => {
    forgetStaleCounts(deps.db, STALE_COUNT_MS, clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not forget stale limit counts'),
    );
  }, STALE_COUNT_MS / 12);
  forgetter.unref();
  app.addHook('onClose', () => clearInterval(forgetter));
  return app;
}
