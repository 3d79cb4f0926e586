/** Placeholder: filled by the issue that builds the cart endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const cartRoutes: FastifyPluginAsyncTypebox = async () => {};
