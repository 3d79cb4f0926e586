/**
 * Security headers on every answer of the REST service (@fastify/helmet): nosniff, no framing,
 * and a Content-Security-Policy that lets nothing run. REST answers JSON, media and the Khalti
 * sandbox's page, which is plain HTML with inline CSS and a form whose answer redirects to the web
 * app (form-action covers that redirect). Media are loaded by the web app from another origin in
 * development, so their resource policy is cross-origin. HSTS only when HSTS_MAX_AGE says so: it
 * means something only over https, which a proxy in front usually provides.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { RestConfig } from '../config.js';

export async function registerSecurityHeaders(app: FastifyInstance, config: RestConfig): Promise<void> {
  await app.register(helmet, {
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
}
