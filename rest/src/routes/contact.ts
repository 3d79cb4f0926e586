/**
 * The contact form (SPEC §5): public; every field required, the email valid. A message is kept for
 * the store's staff and forwarded to the store's inbox (contact/messages.ts); the sender gets SPEC's
 * thanks. Limited per client address and per sender (limits/requestLimits.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { receiveMessage } from '../contact/messages.js';
import { badRequest } from '../http/errors.js';
import { answers, Done } from '../http/schemas.js';
import { perAddressAndEmail } from '../limits/requestLimits.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const THANKS = 'Thank you for your message. We will get back to you soon!';

/** Each field's name as the form labels it, for its error. */
const FIELDS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const contactLimit = perAddressAndEmail(app, 'contact', (request) =>
    String((request.body as { email?: unknown }).email ?? '')
      .trim()
      .toLowerCase(),
  );
  app.post(
    '/contact/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the store through the contact form',
        body: Type.Object({
          name: Type.String({ maxLength: 100 }),
          email: Type.String({ maxLength: 254 }),
          subject: Type.String({ maxLength: 200 }),
          message: Type.String({ maxLength: 5000 }),
        }),
        response: answers({ 201: Done }),
      },
      preHandler: contactLimit,
    },
    async (request, reply) => {
      const message = {
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        subject: request.body.subject.trim(),
        message: request.body.message.trim(),
      };
      for (const [field, label] of Object.entries(FIELDS))
        if (!message[field as keyof typeof FIELDS]) throw badRequest(`${label} is required`);
      if (!EMAIL.test(message.email)) throw badRequest('Enter a valid email address');
      await receiveMessage({ db, clock: app.clock, contactInbox: config.contactInbox }, message);
      return reply.status(201).send({ success: true as const, message: THANKS });
    },
  );
};
