/**
 * Builds the gateway: Apollo Server 5 on Fastify at /graphql (POST, and GET for queries), the
 * offline GraphQL IDE on a browser's GET /graphql, subscriptions over WebSocket at /graphql
 * (subscriptions/), /healthz, /readyz, /metrics (observability/), /sitemap.xml and /robots.txt, and the
 * built web app at / with its public screens rendered on the server (webApp.ts).
 * main.ts listens; tests build it on an ephemeral port.
 */
import { existsSync } from 'node:fs';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { makeExecutableSchema } from '@graphql-tools/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { GatewayConfig } from './config.js';
import { bearerToken, createContext, upstreamForRequest, type Context } from './context.js';
import { withListSizes } from './cost.js';
import { formatError, installErrorHandler } from './errors.js';
import { ideHtml, ideAssetsDir } from './ide.js';
import { redisReadiness, registerHealth, restReadiness } from './health.js';
import { createLogger, echoRequestIds, requestIdOf } from './observability/logging.js';
import { GatewayMetrics, registerMetrics } from './observability/metrics.js';
import { observeOperations } from './observability/operations.js';
import { refuseControlCharacters } from './plainText.js';
import { prefetchViewerState } from './prefetch.js';
import { measureJsonBodies, operationLimits, registerCors, requestLimits } from './protection.js';
import { redisGenerations } from './rest/cacheGenerations.js';
import { createUpstream } from './rest/client.js';
import { resolvers } from './resolvers/index.js';
import { typeDefs } from './schema.js';
import { ideSecurityHeaders, inlineScriptHashes, registerSecurityHeaders } from './security.js';
import { registerPageSession } from './pageSession.js';
import { assertSafeForProduction } from './production.js';
import { registerSitemap } from './sitemap.js';
import { registerFileRoutes } from './files.js';
import { startLive } from './subscriptions/live.js';
import { serverTimeouts } from './timeouts.js';
import { createTokenVerifier } from './tokens.js';
import { loadWebApp, serveWebApp, type PageExecutor } from './webApp.js';

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

/**
 * Every answer is `Cache-Control: no-store`, as Apollo's cache-control plugin would say for a schema
 * without cache hints; that plugin is off, as its per-field hook made Apollo wrap every resolver.
 */
const noStore: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/** A token the gateway refused (tokens.ts) fails each operation before it calls REST at all. */
const refuseBadTokens: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    if (!contextValue.tokenRefusal) return;
    const refusal = contextValue.tokenRefusal;
    return {
      async didResolveOperation() {
        throw refusal;
      },
    };
  },
};

/**
 * A write that changed public facts has its new public-cache generation stored for every replica
 * before its answer leaves, so the next read anywhere sees the write (publicCache.ts).
 */
const publicWritesSettled: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue }) {
        await contextValue.publicCache?.settled();
      },
    };
  },
};

/** TRUST_PROXY=n: the n proxies nearest this gateway may name the client, nobody further out. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  assertSafeForProduction(config);
  const logger = createLogger(config.logLevel, options.logStream);
  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestIdOf,
    bodyLimit: config.bodyLimit,
    // Slow clients (headers or a body trickled in) are cut off: HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, ….
    ...serverTimeouts(config.timeouts),
    // request.ip: the socket's address, or X-Forwarded-For's as far as TRUST_PROXY trusts the hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  echoRequestIds(app);
  installErrorHandler(app);
  const webApp = await loadWebApp(config);
  // The policy allows the shell's inline script and, when the build draws pages, their code's loader.
  const inlineScripts = (webApp?.index ?? '') + (webApp?.render ? webApp.drawnPage.loader : '');
  await registerSecurityHeaders(app, config, inlineScriptHashes(inlineScripts));
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
    maxCallsPerOperation: config.restMaxCallsPerOperation,
    // A members-only catalog is not public: nothing may be answered without REST checking the token.
    publicCacheTtlMs: config.catalogRequiresAuth ? 0 : config.publicCacheTtlMs,
    publicCacheMaxEntries: config.publicCacheMaxEntries,
    onCall: (call) => metrics.restCall(call),
    gatewaySecret: config.gatewaySecret,
  });
  if (config.redisUrl && upstream.publicCache) {
    // Several replicas: a write through one must reach every replica's next read.
    const generations = redisGenerations({
      url: config.redisUrl,
      prefix: config.redisChannelPrefix,
      onError: (error) => app.log.warn({ err: error }, 'Redis for the public cache is not answering'),
    });
    upstream.publicCache.shareGenerations(generations);
    app.addHook('onClose', () => generations.close());
  }
  // Lists carry their sizes, so an operation's cost multiplies by them (cost.ts).
  const schema = withListSizes(makeExecutableSchema({ typeDefs, resolvers }));
  const limits = operationLimits(config);
  // Who the caller is, from their token's signature (REST's published key), not from a REST call.
  const tokens = createTokenVerifier(config.restUrl, { cacheMaxAgeMs: config.jwksCacheMs });
  // Subscriptions over WebSocket at /graphql; mutations announce on these events.
  const live = startLive(app, { schema, upstream, config, tokens, ...limits, onListening: options.onListening });
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
      ApolloServerPluginCacheControlDisabled(),
      noStore,
      ...limits.plugins,
      refuseControlCharacters,
      refuseBadTokens,
      observeOperations(metrics, logger),
      prefetchViewerState,
      publicWritesSettled,
      ...(options.exposeRestCalls ? [restCallsInExtensions] : []),
    ],
    formatError: formatError(config),
  });
  await apollo.start();

  const handler = fastifyApolloHandler(apollo, {
    context: async (request) => {
      const { authorization } = request.headers;
      const [caller, forRequest] = await Promise.all([
        tokens.callerOf(bearerToken(authorization)),
        upstreamForRequest(upstream),
      ]);
      return { ...createContext(forRequest, config, authorization, request.id, request.ip, caller), events: live };
    },
  });
  app.post('/graphql', { bodyLimit: config.registerBodyLimit, preHandler: requestLimits(config) }, handler);
  const ide = config.ide ? await ideHtml() : '';
  app.get('/graphql', await ideSecurityHeaders(config, ide), async (request, reply) => {
    const wantsPage =
      (request.headers.accept ?? '').includes('text/html') && !(request.query as { query?: string }).query;
    if (wantsPage) {
      if (!config.ide) return reply.status(404).send('Not found');
      return reply.type('text/html; charset=utf-8').send(ide);
    }
    return handler.call(app, request as never, reply as never);
  });
  if (existsSync(ideAssetsDir)) {
    await app.register(fastifyStatic, { root: ideAssetsDir, prefix: '/graphql-ide/', decorateReply: false });
  }

  registerHealth(
    app,
    [restReadiness(upstream), ...(config.redisUrl ? [redisReadiness(config.redisUrl)] : [])],
    metrics.registry,
  );
  registerMetrics(app, metrics, { token: config.metricsToken, production: config.production });

  registerSitemap(app, upstream, config);
  registerFileRoutes(app, config);
  if (webApp) {
    // Server-rendered pages run their operations here, in process: as a guest, or as the member
    // whose page session the browser sent (pageSession.ts), their token passed on to REST as usual.
    registerPageSession(app, config, tokens);
    const executePage: PageExecutor = async (request, operation, token) => {
      const authorization = token === null ? undefined : `Bearer ${token}`;
      const [caller, forRequest] = await Promise.all([tokens.callerOf(token), upstreamForRequest(upstream)]);
      const contextValue = {
        ...createContext(forRequest, config, authorization, request.id, request.ip, caller),
        events: live,
      };
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('server rendering does not read incremental results');
      return response.body.singleResult;
    };
    await serveWebApp(app, webApp, config, executePage, tokens);
  }
  return app;
}
