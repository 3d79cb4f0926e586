/**
 * Reads the bearer token on every request. A route that sets `config: { auth: true }` answers 401
 * when the token is missing, forged, unsigned, expired or from before a password change; public
 * routes simply treat such a caller as a guest. A member's token version comes from memory when
 * it can (tokenVersions.ts); `app.tokenVersions.changed` must follow every change of one.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import { TokenVersions } from './tokenVersions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' token versions as this process knows them (tokenVersions.ts). */
    tokenVersions: TokenVersions;
  }
}

export function installAuth(app: FastifyInstance): void {
  // Every member's every call reads their token version: one prepared statement, built once.
  const tokenVersion = app.deps.db
    .select({ version: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('member_token_version');
  const read = async (userId: number) => (await tokenVersion.execute({ id: userId }))[0]?.version;
  const versions = new TokenVersions(read, app.notices);
  app.decorate('tokenVersions', versions);
  const versionOf = (userId: number) => versions.versionOf(userId);
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    request.userId = await signedInMember(app, request, versionOf);
    if (request.routeOptions.config.auth && request.userId === null) throw unauthorized();
  });
}

async function signedInMember(
  app: FastifyInstance,
  request: FastifyRequest,
  versionOf: (userId: number) => Promise<number | undefined>,
): Promise<number | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await app.deps.tokens.verify(header.slice('Bearer '.length).trim());
  if (!claims) return null;
  const version = await versionOf(claims.userId);
  return version !== undefined && version === claims.version ? claims.userId : null;
}

/** The member of an authenticated route (the onRequest hook has already refused guests). */
export function memberId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}
