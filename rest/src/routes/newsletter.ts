/** Placeholder: filled by the issue that builds the newsletter endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const newsletterRoutes: FastifyPluginAsyncTypebox = async () => {};
