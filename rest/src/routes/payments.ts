/** Placeholder: filled by the issue that builds the payments endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const paymentsRoutes: FastifyPluginAsyncTypebox = async () => {};
