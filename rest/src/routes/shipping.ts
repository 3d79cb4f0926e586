/** Placeholder: filled by the issue that builds the shipping endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const shippingRoutes: FastifyPluginAsyncTypebox = async () => {};
