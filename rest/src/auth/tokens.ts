/**
 * Access tokens: EdDSA (Ed25519) JWTs signed with jose. A token carries the member id, their
 * token version and an id of its own (`jti`). Changing or resetting a password, or signing out of
 * every device, bumps the version, so older tokens stop working; signing out ends the one token by
 * its id (revokedTokens.ts). REST checks both on every call; only REST knows them. The public half of the key is
 * published as a JWKS (routes/jwks.ts) so the gateway can verify tokens without asking REST who
 * the member is. The private key comes from JWT_PRIVATE_KEY (PKCS#8 PEM), or is generated once
 * into DATA_DIR/signing-key.pem. Every REST process of one deployment must sign with the same key:
 * production on PostgreSQL requires JWT_PRIVATE_KEY (production.ts), and processes sharing one
 * DATA_DIR agree on the one file however many start at once.
 *
 * HS256 tokens (signed before the key pair, with the old shared JWT_SECRET) are refused like any
 * other bad token: members sign in once more after the upgrade. Accepting them for a while would
 * mean REST and the gateway disagree about who is signed in, as the gateway never had the secret.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  jwtVerify,
  type JWK,
  type CryptoKey,
} from 'jose';

export interface TokenClaims {
  userId: number;
  version: number;
}

/** A token this service signed and that has not expired (it may still have been revoked). */
export interface VerifiedToken extends TokenClaims {
  /** The token's own id (`jti`); undefined in tokens issued before tokens had one. */
  id: string | undefined;
  /** When it expires (`exp`), in seconds since 1970. */
  expiresAt: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Null for a missing, malformed, forged, unsigned, HS256 or expired token, or one without `exp`. */
  verify(token: string): Promise<VerifiedToken | null>;
  /** The public key as a JSON Web Key Set, for GET /api/.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /**
   * A secret of this deployment for HMACs of its own (download links, library/links.ts): derived
   * from the signing key, so every REST process holds the same one and no second secret is kept.
   */
  linkKey: Buffer;
}

export const ISSUER = 'pustak-rest';
export const ALGORITHM = 'EdDSA';

export interface SigningKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/** Tokens whose signature was checked, kept so a member's every call does not check it again. */
const VERIFIED_CAPACITY = 10_000;

export async function createTokenService({ privateKey, publicKey }: SigningKey, ttl: string): Promise<TokenService> {
  // A signature is checked once per token: the key never changes while the service runs, so the
  // answer cannot either, except for expiry, checked again on each use. Revocation is not decided
  // here (the version and the revoked ids, checked on every call: plugin.ts). Oldest out first when full.
  const verified = new Map<string, VerifiedToken>();
  const publicJwk = await exportJWK(publicKey);
  // The key's thumbprint names it: a token says which key signed it, so a new key can be rolled in.
  const kid = await calculateJwkThumbprint(publicJwk);
  const jwks = { keys: [{ ...publicJwk, kid, alg: ALGORITHM, use: 'sig' }] };
  const linkKey = createHash('sha256')
    .update('pustak download links\0')
    .update(await exportPKCS8(privateKey))
    .digest();
  return {
    jwks,
    linkKey,
    issue: ({ userId, version }) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(privateKey),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // As jose decides expiry: expired once `exp` is not after the current second.
        if (known.expiresAt > Math.floor(Date.now() / 1000)) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: ISSUER,
          algorithms: [ALGORITHM],
          requiredClaims: ['exp'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
          return null;
        if (payload.jti !== undefined && typeof payload.jti !== 'string') return null;
        const claims = { userId, version: payload.ver, id: payload.jti, expiresAt: payload.exp };
        if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** The key pair from JWT_PRIVATE_KEY, else from DATA_DIR/signing-key.pem, made there on first start. */
export async function loadSigningKey(dataDir: string, fromEnv: string | undefined): Promise<SigningKey> {
  const file = path.join(dataDir, 'signing-key.pem');
  let pem = fromEnv?.replace(/\\n/g, '\n');
  if (!pem) pem = await readFile(file, 'utf8').catch(() => undefined);
  if (!pem) pem = await generateOnce(file);
  const privateKey = await importPKCS8(pem, ALGORITHM, { extractable: true });
  // The public half, derived from the private JWK (d is the private part).
  const { d: _private, ...publicJwk } = await exportJWK(privateKey);
  const publicKey = (await importJWK({ ...publicJwk, alg: ALGORITHM }, ALGORITHM)) as CryptoKey;
  return { privateKey, publicKey };
}

/**
 * Makes a key and publishes it as `file` unless another process got there first, in which case
 * theirs is used: the key is written whole under a name of its own, then linked to `file`, which
 * fails when `file` exists. So two processes starting at once on one DATA_DIR (a shared volume)
 * never sign with two keys, and none ever reads a half-written one.
 */
async function generateOnce(file: string): Promise<string> {
  const generated = await generateKeyPair(ALGORITHM, { extractable: true });
  const pem = await exportPKCS8(generated.privateKey);
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, pem, { mode: 0o600 });
  try {
    await link(draft, file);
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(file, 'utf8');
  } finally {
    await rm(draft, { force: true });
  }
}
