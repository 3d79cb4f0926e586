/**
 * Security headers on every answer of the gateway (@fastify/helmet): nosniff, no framing, HSTS
 * when HSTS_MAX_AGE says so, and two Content-Security-Policies, each as tight as its page allows.
 * The web app: its own scripts plus the one inline settings script (by hash), Mantine's inline
 * styles, covers and pictures from REST's media origin, `data:`/`blob:` pictures (the sign-up
 * preview), and GraphQL over HTTP and WebSocket on its own origin. The bundled GraphiQL IDE: the
 * same, plus Monaco's fonts and workers. e2e/support/browser.ts fails any browser test that
 * meets a violation.
 *
 * The plugin builds helmet anew on every request (its options parsed, its policies written out);
 * the headers never change, so they are asked of it once per policy, at start, and set as they
 * are after.
 */
import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.js';

/** 'sha256-…' of every inline script in a page, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/** What both pages share: nothing from another site except REST's media, no plugins, no framing. */
function directives(config: GatewayConfig, scripts: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scripts],
    // Mantine (and GraphiQL) set styles inline, in style attributes and <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', config.mediaOrigin],
    fontSrc: ["'self'", 'data:'],
    // 'self' covers ws: and wss: on the same host (CSP Level 3) for subscriptions.
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // eSewa is paid by posting a signed form to it (or to REST's built-in eSewa sandbox).
    formAction: ["'self'", config.paymentFormOrigin],
    frameAncestors: ["'none'"],
  };
}

type Headers = [string, string][];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers instead of the web app's (ideSecurityHeaders). */
    securityHeaders?: Headers;
  }
}

/** The headers @fastify/helmet sets with these options, read off one answer of a bare app. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const bare = Fastify();
  bare.get('/', async () => '');
  try {
    const [withHelmet, without] = await Promise.all([probe.inject('/'), bare.inject('/')]);
    return Object.entries(withHelmet.headers)
      .filter(([name]) => !(name in without.headers))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await Promise.all([probe.close(), bare.close()]);
  }
}

/**
 * Registers the headers for every route, with the web app's policy; `webAppScripts` are the
 * hashes of the inline scripts of its index.html. Register before any route.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: GatewayConfig,
  webAppScripts: string[],
): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: directives(config, webAppScripts) },
    frameguard: { action: 'deny' },
    hsts: config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.routeOptions.config.securityHeaders ?? headers)
      reply.raw.setHeader(name, value);
    done();
  });
}

/** Route options giving the page of the GraphQL IDE its policy, given its HTML (inline scripts allowed by hash). */
export async function ideSecurityHeaders(
  config: GatewayConfig,
  html: string,
): Promise<{ config: { securityHeaders: Headers } }> {
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: directives(config, inlineScriptHashes(html)) },
    frameguard: { action: 'deny' },
    hsts: config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: false } : false,
  });
  return { config: { securityHeaders } };
}
