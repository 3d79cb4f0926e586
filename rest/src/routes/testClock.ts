/**
 * TEST_CLOCK=true only (production refuses it, production.ts): browser tests move the store's clock
 * ahead and run the scheduled jobs at once, as the days passing would. Not part of the API.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/clock/',
    {
      schema: {
        hide: true,
        body: Type.Object({ advance_ms: Type.Integer({ minimum: 0, maximum: 400 * 24 * 60 * 60_000 }) }),
        response: { 200: Type.Object({ now: Type.String(), jobs: Type.Record(Type.String(), Type.Integer()) }) },
      },
    },
    async (req) => {
      const now = app.deps.movableClock!.advance(req.body.advance_ms);
      const jobs = await app.jobs.runNow();
      return { now: now.toISOString(), jobs };
    },
  );
};
