/**
 * Staff management of authors and genres (additions, docs/staff.md). Guests get 401, members
 * without a staff role 403 (staff/roles.ts); every write is in the audit log.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Author, Genre } from '../catalog/schemas.js';
import { answers, BearerAuth, IdParam } from '../http/schemas.js';
import { createAuthor, createGenre, updateAuthor, updateGenre, type AuthorFields } from '../staff/catalog.js';
import { requireRole, staffActor } from '../staff/roles.js';
import { AuthorBody, GenreBody, UpdateAuthorBody } from '../staff/schemas.js';

const tags = ['staff'];
const AuthorChanged = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Author });
const GenreChanged = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Genre });

function authorFields(b: { name?: string; birth_date?: string | null; email?: string | null; biography?: string }) {
  const fields: Partial<AuthorFields> = {
    name: b.name?.trim(),
    birthDate: b.birth_date,
    email: typeof b.email === 'string' ? b.email.trim() || null : b.email,
    biography: b.biography?.trim(),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<AuthorFields>;
}

export const staffCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  requireRole(app, 'staff');
  const auth = { config: { auth: true } };

  app.post(
    '/staff/authors/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add an author',
        body: AuthorBody,
        security: BearerAuth,
        response: answers({ 201: AuthorChanged }),
      },
    },
    async (request, reply) => {
      const data = await createAuthor(
        db,
        config.publicUrl,
        staffActor(request),
        authorFields(request.body) as AuthorFields,
      );
      reply.status(201);
      return { success: true as const, message: 'Author added', data };
    },
  );

  app.put(
    '/staff/authors/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Edit an author: only the fields sent change',
        params: IdParam(),
        body: UpdateAuthorBody,
        security: BearerAuth,
        response: answers({ 200: AuthorChanged }),
      },
    },
    async (request) => {
      const data = await updateAuthor(
        db,
        config.publicUrl,
        staffActor(request),
        request.params.id,
        authorFields(request.body),
      );
      return { success: true as const, message: 'Author updated', data };
    },
  );

  app.post(
    '/staff/genres/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a genre',
        body: GenreBody,
        security: BearerAuth,
        response: answers({ 201: GenreChanged }),
      },
    },
    async (request, reply) => {
      const data = await createGenre(db, staffActor(request), request.body.name.trim());
      app.notices.changedHere('catalog', 'genres');
      reply.status(201);
      return { success: true as const, message: 'Genre added', data };
    },
  );

  app.put(
    '/staff/genres/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Rename a genre',
        params: IdParam(),
        body: GenreBody,
        security: BearerAuth,
        response: answers({ 200: GenreChanged }),
      },
    },
    async (request) => {
      const data = await updateGenre(db, staffActor(request), request.params.id, request.body.name.trim());
      app.notices.changedHere('catalog', 'genres');
      return { success: true as const, message: 'Genre updated', data };
    },
  );
};
