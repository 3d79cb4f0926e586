/**
 * The page session: a member who chose 'Remember me' hands their token to the gateway once, and it
 * comes back with every page request in an httpOnly, SameSite=Lax cookie, so their screens are
 * drawn on the server with their data (webApp.ts), as a guest's are. The cookie is read for page
 * GETs only, never for GraphQL: the graph still takes the bearer token, so other clients keep
 * working, and no cross-site request can act as the member through it (a page GET changes nothing).
 *
 * `POST /session` (Authorization: Bearer <token>) sets it for as long as the token lives, once the
 * token verifies; `DELETE /session` ends it. A session kept in sessionStorage (no 'Remember me')
 * lives in one tab, which a cookie cannot follow: those pages keep the shell.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { GatewayConfig } from './config.js';
import { bearerToken } from './context.js';
import type { TokenVerifier } from './tokens.js';

export const PAGE_SESSION_COOKIE = 'pustak.session';

/** A token's characters (a JWT: base64url parts and dots); anything else in the cookie is ignored. */
const COOKIE = new RegExp(`(?:^|;\\s*)${PAGE_SESSION_COOKIE.replace('.', '\\.')}=([A-Za-z0-9_.-]{1,4096})(?:;|$)`);

const cookieOf = (request: FastifyRequest) => COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? null;

function setCookie(reply: FastifyReply, config: GatewayConfig, value: string, maxAgeSeconds: number) {
  const secure = config.webUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${PAGE_SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

/**
 * The member's token from the page session cookie, when it verifies (signature, issuer, expiry);
 * null for a guest, or for a cookie that does not (the page is then drawn as it would be without).
 */
export async function pageSessionToken(request: FastifyRequest, tokens: TokenVerifier): Promise<string | null> {
  const token = cookieOf(request);
  if (token === null) return null;
  const caller = await tokens.callerOf(token);
  return 'memberId' in caller && caller.memberId !== null ? token : null;
}

export function registerPageSession(app: FastifyInstance, config: GatewayConfig, tokens: TokenVerifier): void {
  app.post('/session', async (request, reply) => {
    // Only from the app's own pages: a cross-site form or fetch could not send the bearer header
    // without a preflight this server never answers, and browsers say where a request comes from.
    if (request.headers['sec-fetch-site'] === 'cross-site')
      return reply.status(403).send({ message: 'Not allowed from another site' });
    const token = bearerToken(request.headers.authorization);
    const caller = token === null ? null : await tokens.callerOf(token);
    if (token === null || caller === null || !('memberId' in caller) || caller.memberId === null) {
      // A refused token ends any session kept before (the member is signed out in the app too).
      setCookie(reply, config, '', 0);
      const unavailable =
        caller !== null && 'refused' in caller && caller.refused.extensions.code !== 'UNAUTHENTICATED';
      return reply
        .status(unavailable ? 503 : 401)
        .send({ message: unavailable ? 'Please try again in a moment' : 'Please log in to continue' });
    }
    const { exp } = decodeJwt(token);
    const maxAge = typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : 0;
    setCookie(reply, config, token, maxAge);
    return reply.status(204).send();
  });

  app.delete('/session', async (_request, reply) => {
    setCookie(reply, config, '', 0);
    return reply.status(204).send();
  });
}
