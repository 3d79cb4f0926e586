/** Placeholder: filled by the issue that builds the favorites endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const favoritesRoutes: FastifyPluginAsyncTypebox = async () => {};
