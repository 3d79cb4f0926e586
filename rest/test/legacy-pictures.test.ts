/**
 * Pictures stored byte for byte by an earlier version (`profile-pictures/<uuid>.jpg`, EXIF and
 * all) are re-encoded when REST starts: the member's picture is then a metadata-free WebP and the
 * original is gone; one that cannot be decoded leaves the initials.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { startRest } from '../src/server.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const PLACE = 'WGS-84';

async function json(url: string, init?: RequestInit) {
  const reply = await fetch(url, init);
  return { status: reply.status, body: (await reply.json()) as any };
}

it('re-encodes pictures stored as uploaded before serving anything, and deletes the originals', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-legacy-pictures-'));
  dirs.push(dataDir);
  const boot = () => startRest({ ...readConfig({}), port: 0, dataDir }, { logger: false, publicUrlFromPort: true });
  const members = ['legacy_photo', 'legacy_broken'].map((username) => ({
    username,
    email: `${username}@example.com`,
    password: 'an old picture of mine',
  }));

  const first = await boot();
  for (const m of members) {
    const registered = await json(`${first.url}/api/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...m,
        first_name: 'Hari',
        last_name: 'Thapa',
        date_of_birth: '1990-05-05',
        has_accepted_terms: true,
        has_accepted_rental_policy: true,
      }),
    });
    expect(registered.status).toBe(201);
  }
  await first.close();

  // What an earlier version left: the uploads themselves, named by the members' rows.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a52' } })
    .withExif({ IFD3: { GPSMapDatum: PLACE, GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 0/1' } })
    .jpeg()
    .toBuffer();
  const stored = [`profile-pictures/${randomUUID()}.jpg`, `profile-pictures/${randomUUID()}.png`];
  await mkdir(path.join(dataDir, 'uploads', 'profile-pictures'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', stored[0]!), photo);
  await writeFile(path.join(dataDir, 'uploads', stored[1]!), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  const database = await openDatabase({ dataDir });
  for (const [i, m] of members.entries()) {
    await database.db.update(users).set({ profilePicture: stored[i] }).where(eq(users.username, m.username));
  }
  await database.close();

  const second = await boot();
  try {
    const profiles = [];
    for (const m of members) {
      const login = await json(`${second.url}/api/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: m.email, password: m.password }),
      });
      expect(login.status).toBe(200);
      profiles.push(login.body.data.user);
    }
    const [photoOwner, brokenOwner] = profiles;
    expect(photoOwner.profile_picture_url).toMatch(/-large\.webp$/);
    const served = await fetch(photoOwner.profile_picture_url);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(PLACE)).toBe(false);
    expect(brokenOwner).toMatchObject({ profile_picture: null, profile_picture_url: null });
    for (const original of stored) {
      expect((await fetch(`${second.url}/media/uploads/${original}`)).status).toBe(404);
      await expect(stat(path.join(dataDir, 'uploads', original))).rejects.toThrow();
    }
  } finally {
    await second.close();
  }
}, 120_000);
