/**
 * Access tokens: HS256 JWTs signed with jose. A token carries the member id and their token
 * version; changing or resetting a password bumps the version, so older tokens stop working.
 * The secret comes from JWT_SECRET, or is generated once into DATA_DIR/secrets.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  version: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Null for a missing, malformed, forged, unsigned or expired token. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ISSUER = 'pustak-rest';

export function createTokenService(secret: Uint8Array, ttl: string): TokenService {
  return {
    issue: ({ userId, version }) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number') return null;
        return { userId, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}

export async function loadSecret(dataDir: string, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { jwtSecret: string };
    return Buffer.from(stored.jwtSecret, 'base64');
  } catch {
    const secret = randomBytes(32);
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify({ jwtSecret: secret.toString('base64') }), { mode: 0o600 });
    return secret;
  }
}
