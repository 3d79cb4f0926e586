/**
 * Sign-up, password-reset and contact requests, limited per real client address and per email (never
 * site-wide, so one abuser cannot use up everyone's allowance). Counted by @fastify/rate-limit in
 * the store every REST process shares (requestStore.ts); a request over either limit gets the one
 * 429 'Too many attempts. Please try again in …'.
 *
 * - sign-up: 20 an hour per address (a whole campus or mobile network may share one), 5 an hour
 *   per email;
 * - reset emails: 20 an hour per address, 3 per 15 minutes per email (a mailbox is not flooded,
 *   and its owner waits at most 15 minutes however often someone else asks);
 * - contact messages: 20 an hour per address, 5 an hour per sender's email (the store's inbox is
 *   not flooded, and a visitor with more to say can still write).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { addressKey } from '../http/clientAddress.js';
import { tooManyAttempts } from '../http/errors.js';

interface Limit {
  max: number;
  windowMs: number;
}

export const REQUEST_LIMITS = {
  signUp: { perAddress: { max: 20, windowMs: 60 * 60_000 }, perEmail: { max: 5, windowMs: 60 * 60_000 } },
  passwordReset: { perAddress: { max: 20, windowMs: 60 * 60_000 }, perEmail: { max: 3, windowMs: 15 * 60_000 } },
  contact: { perAddress: { max: 20, windowMs: 60 * 60_000 }, perEmail: { max: 5, windowMs: 60 * 60_000 } },
} satisfies Record<string, { perAddress: Limit; perEmail: Limit }>;

/** A preHandler (the body is parsed) counting the request under its address and its email. */
export function perAddressAndEmail(
  app: FastifyInstance,
  name: keyof typeof REQUEST_LIMITS,
  emailOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const { perAddress, perEmail } = REQUEST_LIMITS[name];
  const { allowListed } = app.limits;
  const limits = [
    app.createRateLimit({
      max: perAddress.max,
      timeWindow: perAddress.windowMs,
      keyGenerator: (request) => `${name} address ${addressKey(request.clientAddress)}`,
      allowList: (request) => allowListed(request.clientAddress),
    }),
    app.createRateLimit({
      max: perEmail.max,
      timeWindow: perEmail.windowMs,
      keyGenerator: (request) => `${name} email ${emailOf(request)}`,
    }),
  ];
  return async (request, reply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyAttempts(result.ttl);
      }
    }
  };
}
