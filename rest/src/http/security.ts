/**
 * Security headers on every answer of the REST service (@fastify/helmet's): nosniff, no framing,
 * and a Content-Security-Policy that lets nothing run. REST answers JSON, media and the Khalti
 * sandbox's page, which is plain HTML with inline CSS and a form whose answer redirects to the web
 * app (form-action covers that redirect). Media are loaded by the web app from another origin in
 * development, so their resource policy is cross-origin. HSTS only when HSTS_MAX_AGE says so: it
 * means something only over https, which a proxy in front usually provides.
 *
 * The plugin builds helmet anew on every request (its options parsed, its policy written out);
 * the headers never change, so they are asked of it once, at start, and set as they are after.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RestConfig } from '../config.js';

/** The headers @fastify/helmet sets with these options, read off one answer of a bare app. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
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

export async function registerSecurityHeaders(app: FastifyInstance, config: RestConfig): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'", new URL(config.webUrl).origin],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
