/**
 * One token-signing key per deployment: REST processes that share one DATA_DIR (one volume for
 * every replica) and start at the same moment sign with the same generated key, so a token one of
 * them issues is good on all of them.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../src/auth/tokens.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the generated signing key', () => {
  it('is one key for every process that starts at once on one DATA_DIR, and the only file left', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-key-'));
    dirs.push(dataDir);
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadSigningKey(dataDir, undefined)));
    const publicKeys = new Set(await Promise.all(keys.map(async (key) => (await exportJWK(key.publicKey)).x)));
    expect(publicKeys.size).toBe(1);
    expect(await readdir(dataDir)).toEqual(['signing-key.pem']);
    // A later start reads the same key back.
    const again = await loadSigningKey(dataDir, undefined);
    expect((await exportJWK(again.publicKey)).x).toBe([...publicKeys][0]);
  });
});
