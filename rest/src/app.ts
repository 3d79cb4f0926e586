/**
 * Builds the Fastify app of the REST service (server.ts opens the database and listens).
 * Everything is registered here: validation, the error envelope, auth, OpenAPI, media, the API
 * routes under /api and the local Khalti sandbox.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { installAuth } from './auth/plugin.js';
import type { AppDeps } from './context.js';
import { formatValidationErrors, installErrorHandler } from './http/errors.js';
import { requestIdOf } from './http/requestId.js';
import { khaltiSandbox } from './khalti/sandbox.js';
import { MAX_PICTURE_BYTES } from './media/pictures.js';
import { mediaRoutes } from './routes/media.js';
import { apiRoutes } from './routes/index.js';

export async function buildApp(deps: AppDeps, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Room for a 5 MB picture plus the other fields of a registration.
    bodyLimit: MAX_PICTURE_BYTES + 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    schemaErrorFormatter: formatValidationErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  installErrorHandler(app);
  await app.register(rateLimit, {
    global: false,
    // Thrown errors go through the one error envelope; the text tells a person what to do.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 },
  });
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
  });
  await app.register(mediaRoutes);
  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      api.get('/health', { schema: { tags: ['meta'], summary: 'Liveness and database check' } }, async () => {
        await deps.db.execute('select 1');
        return { status: 'ok' };
      });
    },
    { prefix: '/api' },
  );
  await app.register(khaltiSandbox, { prefix: '/khalti-sandbox' });
  return app;
}
