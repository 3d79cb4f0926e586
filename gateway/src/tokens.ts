/**
 * Who the caller is, read from their access token without asking REST: REST signs tokens with an
 * Ed25519 key and publishes the public key (GET {REST_URL}/.well-known/jwks.json); the gateway
 * fetches that key set once, keeps it (jose refetches it after JWKS_CACHE_MS, or at once, at most
 * every 30 s, for a token naming a key it does not know, as after a key change) and checks each
 * token's signature, issuer, algorithm and expiry itself. The token still travels unchanged to
 * REST with every call: only REST knows whether it was revoked (a password changed since), so a
 * revoked token verifies here and REST refuses it as before. A live event's subscriber is checked
 * here too (subscriptions/session.ts), and a socket's revocation with REST (liveSessions.ts).
 *
 * Refused: anything not signed with REST's key, expired, or not EdDSA, HS256 tokens from before
 * the key pair included. A refused token fails the whole operation as UNAUTHENTICATED before any
 * REST call, even a public query: the client signs out rather than browse as a half-guest.
 */
import { GraphQLError } from 'graphql';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { upstreamUnavailable } from './rest/client.js';

/** As REST's auth/tokens.ts issues them. */
const ISSUER = 'pustak-rest';
const ALGORITHMS = ['EdDSA'];
export const JWKS_PATH = '/.well-known/jwks.json';

/** The caller of one request: a guest, a member, or a token the gateway refuses (the error to answer). */
export type Caller = { memberId: null } | { memberId: string } | { refused: GraphQLError };

export interface TokenVerifier {
  callerOf(token: string | null): Promise<Caller>;
}

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Please log in to continue', { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * Failures that mean REST's key set could not be read (REST down, slow, answering 5xx or no JSON),
 * not that the token is bad: the caller gets UPSTREAM_UNAVAILABLE and keeps their session. jose
 * reports a bad HTTP answer as a bare JOSEError, every problem with a token as a subclass of it.
 */
const keySetUnavailable = (error: unknown) =>
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  (error instanceof Error && (!(error instanceof errors.JOSEError) || error.constructor === errors.JOSEError));

/** Tokens whose signature was checked, kept so a member's every request does not check it again. */
const VERIFIED_CAPACITY = 10_000;

export function createTokenVerifier(restUrl: string, options: { cacheMaxAgeMs?: number } = {}): TokenVerifier {
  const cacheMaxAgeMs = options.cacheMaxAgeMs ?? 10 * 60_000;
  const keys = createRemoteJWKSet(new URL(`${restUrl.replace(/\/$/, '')}${JWKS_PATH}`), {
    cacheMaxAge: cacheMaxAgeMs,
    timeoutDuration: 2000,
  });
  // A verified token is believed again without its signature check until it expires, and no longer
  // than the key set itself is kept (a key REST withdrew stops counting as late as it does now).
  // Oldest out first when full. REST still judges every call's token (revocation).
  const verified = new Map<string, { memberId: string; until: number }>();
  return {
    async callerOf(token) {
      if (token === null) return { memberId: null };
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.until) return { memberId: known.memberId };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, keys, { issuer: ISSUER, algorithms: ALGORITHMS });
        if (!/^[1-9]\d*$/.test(payload.sub ?? '') || typeof payload.ver !== 'number')
          return { refused: unauthenticated() };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
          // jose's expiry: refused once `exp` is not after the current second.
          verified.set(token, {
            memberId: payload.sub!,
            until: Math.min(payload.exp * 1000, Date.now() + cacheMaxAgeMs),
          });
        }
        return { memberId: payload.sub! };
      } catch (error) {
        return { refused: keySetUnavailable(error) ? upstreamUnavailable() : unauthenticated() };
      }
    },
  };
}
