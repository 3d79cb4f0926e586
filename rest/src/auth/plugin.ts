/**
 * Reads the bearer token on every request. A route that sets `config: { auth: true }` answers 401
 * when the token is missing, forged, unsigned, expired, signed out or from before a password
 * change; public routes simply treat such a caller as a guest. A route that sets
 * `config: { auth: 'signed' }` takes any token REST signed that has not expired, ended or not
 * (signing out again answers as the first time did). A member's token version and the signed-out
 * tokens come from memory when they can (tokenVersions.ts, revokedTokens.ts);
 * `app.tokenVersions.changed` must follow every change of a version.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import { RevokedTokens, revokedStore } from './revokedTokens.js';
import { TokenVersions } from './tokenVersions.js';
import type { VerifiedToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' token versions as this process knows them (tokenVersions.ts). */
    tokenVersions: TokenVersions;
    /** Tokens signed out one by one, as this process knows them (revokedTokens.ts). */
    revokedTokens: RevokedTokens;
  }
  interface FastifyRequest {
    /** The bearer token when REST signed it and it has not expired, even if it has ended since. */
    token: VerifiedToken | null;
  }
}

/** Expired signed-out tokens are pruned this often (and once at start). */
const PRUNE_EVERY_MS = 60 * 60_000;

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
  const revoked = new RevokedTokens(revokedStore(app.deps.db), app.notices, app.clock);
  app.decorate('revokedTokens', revoked);
  prunePeriodically(app, revoked);

  app.decorateRequest('userId', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    request.token = await bearerToken(app, request);
    request.userId = request.token && (await stillValid(app, request.token)) ? request.token.userId : null;
    const { auth } = request.routeOptions.config;
    if (auth === 'signed' ? request.token === null : auth && request.userId === null) throw unauthorized();
  });
}

function bearerToken(app: FastifyInstance, request: FastifyRequest): Promise<VerifiedToken | null> | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return app.deps.tokens.verify(header.slice('Bearer '.length).trim());
}

/** Neither signed out nor older than the member's token version (nor the member gone). */
async function stillValid(app: FastifyInstance, token: VerifiedToken): Promise<boolean> {
  // One round trip on the listening connection vouches for both the kept version and the kept ids.
  let roundTrip: Promise<void> | undefined;
  const caughtUp = () => (roundTrip ??= app.notices.caughtUp());
  const [version, revoked] = await Promise.all([
    app.tokenVersions.versionOf(token.userId, caughtUp),
    // Tokens from before tokens had ids end only by their version, or when they expire.
    token.id === undefined ? false : app.revokedTokens.isRevoked(token.id, caughtUp),
  ]);
  return !revoked && version !== undefined && version === token.version;
}

function prunePeriodically(app: FastifyInstance, revoked: RevokedTokens): void {
  let pruning: Promise<void> = Promise.resolve();
  const prune = () => {
    pruning = revoked
      .prune()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not prune signed-out tokens'));
  };
  // Not awaited: a slow database does not hold up the start.
  app.addHook('onReady', async () => prune());
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pruning;
  });
}

/** The member of an authenticated route (the onRequest hook has already refused guests). */
export function memberId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}
