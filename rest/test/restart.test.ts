import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { startRest } from '../src/server.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

it('a second start on the same DATA_DIR reuses the data instead of seeding again', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-restart-'));
  dirs.push(dataDir);
  const boot = () => startRest({ ...readConfig({}), port: 0, dataDir }, { logger: false, publicUrlFromPort: true });

  const first = await boot();
  const count = ((await (await fetch(`${first.url}/api/books/`)).json()) as { count: number }).count;
  const registered = await fetch(`${first.url}/api/users/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Maya',
      last_name: 'Rai',
      username: 'maya_restart',
      email: 'maya.restart@example.com',
      date_of_birth: '1995-02-02',
      password: 'stays after restart',
      has_accepted_terms: true,
      has_accepted_rental_policy: true,
    }),
  });
  expect(registered.status).toBe(201);
  await first.close();

  const second = await boot();
  try {
    expect(((await (await fetch(`${second.url}/api/books/`)).json()) as { count: number }).count).toBe(count);
    const login = await fetch(`${second.url}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maya.restart@example.com', password: 'stays after restart' }),
    });
    expect(login.status).toBe(200);
  } finally {
    await second.close();
  }
}, 120_000);
