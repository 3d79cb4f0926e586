/**
 * The public key that verifies access tokens, as a JSON Web Key Set (RFC 7517), so the gateway
 * (or any client of REST) can check a token's signature and read the member id without a call.
 * It says nothing about revocation: a token whose member changed their password still verifies
 * here, and REST alone refuses it (the token version is in the database).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const JWKS_PATH = '/.well-known/jwks.json';

export const jwksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tokens } = app.deps;
  app.get(
    JWKS_PATH,
    { schema: { tags: ['meta'], summary: 'The public key of access tokens (EdDSA), as a JWKS' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return tokens.jwks;
    },
  );
};
