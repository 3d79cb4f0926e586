/**
 * Newsletter sign-up (SPEC §7): public, one subscription per address whatever its case. A new
 * address and one subscribed already get the same answer (status and body), so the form tells
 * nobody who reads the newsletter.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../http/errors.js';
import { answers, Done } from '../http/schemas.js';
import { subscribe } from '../newsletter/subscriptions.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        // One answer whether the address is new or was subscribed already.
        response: answers({ 200: Done }),
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      if (!EMAIL.test(email)) throw badRequest('Enter a valid email address');
      await subscribe(db, email);
      return { success: true as const, message: 'Successfully subscribed to newsletter!' };
    },
  );
};
