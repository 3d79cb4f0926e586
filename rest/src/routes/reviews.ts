/** Placeholder: filled by the issue that builds the reviews endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const reviewsRoutes: FastifyPluginAsyncTypebox = async () => {};
