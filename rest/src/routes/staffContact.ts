/**
 * The store's inbox in the back office (addition, docs/staff.md): contact-form messages, newest
 * first, and an answer to each, sent once to its sender by email and written to the audit log.
 * Guests get 401, members without a staff role 403 (staff/roles.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactMessagePage, replyToMessage } from '../contact/messages.js';
import { badRequest } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, IdParam, Nullable, Page, PageQuery } from '../http/schemas.js';
import { requireRole, staffActor } from '../staff/roles.js';

export const CONTACT_PAGE_SIZE = 50;
const tags = ['staff'];

const ContactMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  reply: Nullable(Type.String({ description: "The staff's answer, once sent" })),
  replied_at: Nullable(Type.String({ format: 'date-time' })),
});

export const staffContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  requireRole(app, 'staff');

  app.get(
    '/staff/contact-messages/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: `Contact-form messages, newest first, ${CONTACT_PAGE_SIZE} a page`,
        querystring: PageQuery,
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(ContactMessage)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, CONTACT_PAGE_SIZE);
      const { count, messages } = await contactMessagePage(db, page);
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        results: messages,
      };
    },
  );

  app.post(
    '/staff/contact-messages/:id/reply/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Answer a contact-form message by email (once)',
        params: IdParam(),
        body: Type.Object({ reply: Type.String({ maxLength: 5000 }) }),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: ContactMessage }),
        }),
      },
    },
    async (request) => {
      const reply = request.body.reply.trim();
      if (!reply) throw badRequest('Reply is required');
      const data = await replyToMessage({ db, clock: app.clock }, staffActor(request), request.params.id, reply);
      return { success: true as const, message: 'Reply sent', data };
    },
  );
};
