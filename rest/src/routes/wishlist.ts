/** Placeholder: filled by the issue that builds the wishlist endpoints. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const wishlistRoutes: FastifyPluginAsyncTypebox = async () => {};
