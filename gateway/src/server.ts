/**
 * Builds the gateway: Apollo Server 5 on Fastify at /graphql (POST, and GET for queries), the
 * offline GraphQL IDE on a browser's GET /graphql, subscriptions over WebSocket at /graphql
 * (subscriptions/), /healthz, /readyz, /metrics (observability/), and the built web app at /.
 * main.ts listens; tests build it on an ephemeral port.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { makeExecutableSchema } from '@graphql-tools/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { GatewayConfig } from './config.js';
import { createContext, type Context } from './context.js';
import { ideHtml, ideAssetsDir } from './ide.js';
import { redisReadiness, registerHealth, restReadiness } from './health.js';
import { createLogger, echoRequestIds, requestIdOf } from './observability/logging.js';
import { GatewayMetrics, registerMetrics } from './observability/metrics.js';
import { observeOperations } from './observability/operations.js';
import { prefetchViewerLists } from './prefetch.js';
import { measureJsonBodies, operationLimits, registerCors, requestLimits, tokenLimitMessage } from './protection.js';
import { createUpstream } from './rest/client.js';
import { resolvers } from './resolvers/index.js';
import { typeDefs } from './schema.js';
import { startLive } from './subscriptions/live.js';

export interface GatewayOptions {
  /** Where the JSON log lines go, at config.logLevel (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Tests: add `extensions.restCalls` (the REST calls an operation made) to every response. */
  exposeRestCalls?: boolean;
  /** Tests: told when a subscription starts listening on a topic, so they publish only after. */
  onListening?: (topic: string) => void;
}

/** Tests count REST calls per operation: each response carries them in `extensions.restCalls`. */
const restCallsInExtensions: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const calls = contextValue.rest.calls.map(({ method, path, query }) => ({ method, path, query }));
        response.body.singleResult.extensions = { ...response.body.singleResult.extensions, restCalls: calls };
      },
    };
  },
};

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel, options.logStream);
  const app = Fastify({ loggerInstance: logger, genReqId: requestIdOf, bodyLimit: config.bodyLimit });
  echoRequestIds(app);
  // Answers and app files go out gzip or brotli when the client accepts it (a phone on 3G feels every
  // kilobyte); request bodies are never inflated, so the body limits below measure what arrives.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  const metrics = new GatewayMetrics();
  measureJsonBodies(app);
  await registerCors(app, config);
  const upstream = createUpstream({
    baseUrl: config.restUrl,
    timeoutMs: config.restTimeoutMs,
    deadlineMs: config.restDeadlineMs,
    // A members-only catalog is not public: nothing may be answered without REST checking the token.
    publicCacheTtlMs: config.catalogRequiresAuth ? 0 : config.publicCacheTtlMs,
    publicCacheMaxEntries: config.publicCacheMaxEntries,
    onCall: (call) => metrics.restCall(call),
  });
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const limits = operationLimits(config);
  // Subscriptions over WebSocket at /graphql; mutations announce on these events.
  const live = startLive(app, { schema, upstream, config, ...limits, onListening: options.onListening });

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.introspection,
    // Screens send their header's and their own queries together in one request.
    allowBatchedHttpRequests: true,
    // Refuses GETs and simple-content-type POSTs a browser could send cross-site without a preflight.
    csrfPrevention: true,
    // Automatic persisted queries: a client may send a query's hash instead of its text.
    persistedQueries: { ttl: 24 * 3600 },
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    includeStacktraceInErrorResponses: !config.production,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      ...limits.plugins,
      observeOperations(metrics, logger),
      prefetchViewerLists,
      ...(options.exposeRestCalls ? [restCallsInExtensions] : []),
    ],
    formatError: (formatted) => {
      // Anything unexpected (a bug, a REST body we did not expect) never leaks internals in production.
      const code = formatted.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' && config.production) {
        return { message: 'Something went wrong. Please try again.', path: formatted.path, extensions: { code } };
      }
      if (code === 'GRAPHQL_PARSE_FAILED') return { ...formatted, message: tokenLimitMessage(formatted.message) };
      return formatted;
    },
  });
  await apollo.start();

  const handler = fastifyApolloHandler(apollo, {
    context: async (request) => ({
      ...createContext(upstream, config, request.headers.authorization, request.id),
      events: live,
    }),
  });
  app.post('/graphql', { bodyLimit: config.registerBodyLimit, preHandler: requestLimits(config) }, handler);
  app.get('/graphql', async (request, reply) => {
    const wantsPage =
      (request.headers.accept ?? '').includes('text/html') && !(request.query as { query?: string }).query;
    if (wantsPage) {
      if (!config.ide) return reply.status(404).send('Not found');
      return reply.type('text/html; charset=utf-8').send(await ideHtml());
    }
    return handler.call(app, request as never, reply as never);
  });
  if (existsSync(ideAssetsDir)) {
    await app.register(fastifyStatic, { root: ideAssetsDir, prefix: '/graphql-ide/', decorateReply: false });
  }

  registerHealth(app, [restReadiness(upstream), ...(config.redisUrl ? [redisReadiness(config.redisUrl)] : [])]);
  registerMetrics(app, metrics);

  await serveWebApp(app, config);
  return app;
}

/** The built web app at /, with the settings it needs inlined into index.html (no extra request). */
async function serveWebApp(app: FastifyInstance, config: GatewayConfig) {
  const dist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return;
  const settings = `<script>window.__PUSTAK__=${JSON.stringify({ catalogRequiresAuth: config.catalogRequiresAuth })}</script>`;
  const index = (await readFile(indexFile, 'utf8')).replace('</head>', `${settings}</head>`);
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    maxAge: '1y',
    immutable: true,
    // The build writes .br and .gz beside each file; they are sent as they are, compressed once.
    preCompressed: true,
  });
  // Every other path is a route of the single-page app.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/graphql'))
      return reply.status(404).send({ message: 'Not found' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
  });
}
