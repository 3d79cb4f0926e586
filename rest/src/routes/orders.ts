/** Placeholder: filled by the issue that builds the orders endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const ordersRoutes: FastifyPluginAsyncTypebox = async () => {};
