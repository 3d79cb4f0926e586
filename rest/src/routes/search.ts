/**
 * Search additions (docs/rest.md): suggestions as a reader types, books and authors together. The
 * catalog's own searches stay GET /books/?title=&author= (SPEC §7), ranked the same way.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers, StringEnum } from '../http/schemas.js';
import { SUGGESTIONS_LIMIT, SUGGESTIONS_MIN_LENGTH, suggest } from '../catalog/suggestions.js';

const Span = Type.Object(
  { start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) },
  { description: 'The matched part of text: UTF-16 offsets, end exclusive' },
);

const Suggestion = Type.Object({
  type: StringEnum(['book', 'author']),
  id: Type.Integer(),
  text: Type.String({ description: "The book's title or the author's name" }),
  author: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
    description: "The book's author; null for an author",
  }),
  cover_image: Type.String(),
  highlight: Type.Union([Span, Type.Null()]),
});

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/search/suggestions/',
    {
      schema: {
        tags: ['books', 'authors'],
        summary: `Books and authors for what a reader is typing, best first, at most ${SUGGESTIONS_LIMIT}`,
        description:
          `Typo-tolerant and across scripts ('muna madan' finds मुनामदन). Fewer than ` +
          `${SUGGESTIONS_MIN_LENGTH} characters (spaces aside) answer an empty list.`,
        querystring: Type.Object({ q: Type.String({ maxLength: 200 }) }),
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Array(Suggestion, { maxItems: SUGGESTIONS_LIMIT }),
          }),
        }),
      },
    },
    async (request) => ({ success: true as const, data: await suggest(db, config.publicUrl, request.query.q) }),
  );
};
