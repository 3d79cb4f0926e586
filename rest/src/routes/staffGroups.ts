/**
 * Staff moderation of reading groups' discussions (addition, issue 36 item 4; docs/staff.md):
 * hide a post (and its replies with it: they hang under it) or show it again, written to the
 * audit log. Guests get 401, members without a staff role 403 (staff/roles.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { postJson, setPostHidden } from '../groups/groups.js';
import { GroupPost } from '../groups/schemas.js';
import { answers, BearerAuth, IdParam } from '../http/schemas.js';
import { appendAudit } from '../staff/audit.js';
import { requireRole, staffActor } from '../staff/roles.js';

export const staffGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  requireRole(app, 'staff');

  app.put(
    '/staff/group-posts/:id/hidden/',
    {
      config: { auth: true },
      schema: {
        tags: ['staff'],
        summary: "Hide a reading group's post (hidden: true) or show it again (addition)",
        params: IdParam(),
        body: Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false }),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: GroupPost }),
        }),
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const { id } = request.params;
      const change = await setPostHidden(db, id, request.body.hidden, app.clock());
      // Hiding a post already hidden (or showing one shown) is no change and leaves no entry.
      if (change.before.hidden !== change.after.hidden)
        await appendAudit(db, actor, {
          action: request.body.hidden ? 'group_post.hide' : 'group_post.show',
          entity: 'group_post',
          entityId: id,
          ...change,
        });
      return {
        success: true as const,
        message: request.body.hidden ? 'Post hidden' : 'Post shown again',
        data: await postJson(db, config.publicUrl, { id: actor.id, staff: true }, id),
      };
    },
  );
};
