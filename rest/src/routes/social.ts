/** Placeholder: filled by the issue that builds the social endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const socialRoutes: FastifyPluginAsyncTypebox = async () => {};
