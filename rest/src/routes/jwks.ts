/**
 * The public key that verifies access tokens, as a JSON Web Key Set (RFC 7517), so the gateway
 * (or any client of REST) can check a token's signature and read the member id without a call.
 * It says nothing about revocation: a token whose member changed their password still verifies
 * here, and REST alone refuses it (the token version is in the database).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers } from '../http/schemas.js';

export const JWKS_PATH = '/.well-known/jwks.json';

const Jwks = Type.Object({
  keys: Type.Array(
    Type.Object(
      {
        kty: Type.Optional(Type.String()),
        crv: Type.Optional(Type.String()),
        x: Type.Optional(Type.String()),
        kid: Type.Optional(Type.String()),
        alg: Type.Optional(Type.String()),
        use: Type.Optional(Type.String()),
      },
      { additionalProperties: true, description: 'A public JWK (RFC 7517): OKP, Ed25519' },
    ),
  ),
});

export const jwksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tokens } = app.deps;
  app.get(
    JWKS_PATH,
    {
      schema: {
        tags: ['meta'],
        summary: 'The public key of access tokens (EdDSA), as a JWKS',
        response: answers({ 200: Jwks }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return tokens.jwks;
    },
  );
};
