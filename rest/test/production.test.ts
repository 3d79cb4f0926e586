/**
 * Production as the REST service runs it: it refuses to start with the built-in Khalti sandbox or
 * with reset mail going to the log unless explicitly allowed, and says which setting to change;
 * the sandbox is not there at all once a real Khalti is configured, and is no open redirect; every
 * answer carries security headers; errors never show a stack or an internal message.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { productionProblems } from '../src/production.js';
import { startRest, type RunningRest } from '../src/server.js';
import { describeEachTarget } from './helpers.js';

let dataDir: string;
const running: RunningRest[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-production-'));
});
afterAll(async () => {
  for (const rest of running) await rest.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A REST service started in-process with these environment settings (one seeded DATA_DIR for all). */
async function boot(env: NodeJS.ProcessEnv): Promise<RunningRest> {
  const rest = await startRest(
    { ...readConfig({ NODE_ENV: 'production', ...env }), port: 0, dataDir, logLevel: 'silent' },
    { logger: false, publicUrlFromPort: true },
  );
  running.push(rest);
  return rest;
}

/** `node rest/src/main.ts` as compose runs it: its exit code and what it printed. */
function runMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH, REST_PORT: '0', LOG_LEVEL: 'silent', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill(), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const REAL_KHALTI = { KHALTI_BASE_URL: 'https://khalti.com/api/v2', KHALTI_SECRET_KEY: 'live_secret_key_of_the_shop' };
const REAL_ESEWA = {
  ESEWA_BASE_URL: 'https://epay.esewa.com.np',
  ESEWA_PRODUCT_CODE: 'PUSTAK_SHOP',
  ESEWA_SECRET_KEY: 'live_esewa_secret_of_the_shop',
};
const REAL_WALLETS = { ...REAL_KHALTI, ...REAL_ESEWA };
const SMTP = { SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525' };

describe('NODE_ENV=production', () => {
  it('refuses to start with the sandbox wallet and without SMTP_URL, naming the settings, before touching data', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'pustak-refused-'));
    try {
      const refused = await runMain({ NODE_ENV: 'production', DATA_DIR: emptyDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Refusing to start in production/);
      for (const setting of [
        'KHALTI_BASE_URL',
        'KHALTI_SECRET_KEY',
        'ESEWA_BASE_URL',
        'ESEWA_SECRET_KEY',
        'ALLOW_SANDBOX_WALLET',
        'SMTP_URL',
        'ALLOW_MAIL_TO_LOG',
      ])
        expect(refused.output).toContain(setting);
      expect(refused.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
      expect(await readdir(emptyDir)).toEqual([]);

      const noMail = await runMain({ NODE_ENV: 'production', DATA_DIR: emptyDir, ...REAL_WALLETS });
      expect(noMail.code).toBe(1);
      expect(noMail.output).toContain('SMTP_URL');
      expect(noMail.output).not.toContain('ALLOW_SANDBOX_WALLET');
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });

  it('refuses each unsafe setting alone, and a real Khalti or eSewa without its key', async () => {
    await expect(boot({ ...SMTP })).rejects.toThrow(/ALLOW_SANDBOX_WALLET=true/);
    await expect(boot({ ...REAL_WALLETS })).rejects.toThrow(/ALLOW_MAIL_TO_LOG=true/);
    await expect(boot({ ...SMTP, ...REAL_ESEWA, KHALTI_BASE_URL: REAL_KHALTI.KHALTI_BASE_URL })).rejects.toThrow(
      /KHALTI_BASE_URL is set without KHALTI_SECRET_KEY/,
    );
    // One real wallet is not enough: the other's sandbox would still complete orders.
    await expect(boot({ ...SMTP, ...REAL_KHALTI })).rejects.toThrow(/built-in eSewa sandbox/);
    await expect(boot({ ...SMTP, ...REAL_KHALTI, ESEWA_BASE_URL: REAL_ESEWA.ESEWA_BASE_URL })).rejects.toThrow(
      /ESEWA_BASE_URL is set without ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY/,
    );
    // On PostgreSQL (where replicas share one database) one signing key for all, before anything is opened.
    const database = { DATABASE_URL: 'postgres://pustak@127.0.0.1:1/unreachable' };
    await expect(boot({ ...SMTP, ...REAL_WALLETS, ...database })).rejects.toThrow(/JWT_PRIVATE_KEY is not set/);
    expect(
      productionProblems(
        readConfig({ NODE_ENV: 'production', ...SMTP, ...REAL_WALLETS, ...database, JWT_PRIVATE_KEY: 'pem' }),
      ),
    ).toEqual([]);
    // Outside production nothing is required: `npm start` works with no settings (the tests' own services too).
    expect(productionProblems(readConfig({}))).toEqual([]);
    expect(productionProblems(readConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('starts with the sandbox and mail to the log when both are explicitly allowed', async () => {
    const rest = await boot({ ALLOW_SANDBOX_WALLET: 'true', ALLOW_MAIL_TO_LOG: 'true' });
    expect((await fetch(`${rest.url}/api/health`)).status).toBe(200);
    const page = await fetch(`${rest.url}/khalti-sandbox/pay?pidx=nothing`);
    expect(await page.text()).toContain('This payment link is not valid.');
    const esewa = await fetch(`${rest.url}/esewa-sandbox/api/epay/main/v2/pay`, { method: 'POST' });
    expect(await esewa.text()).toContain('This payment is not valid.');
  });

  it('mounts no sandbox at all when a real Khalti and eSewa are configured', async () => {
    const rest = await boot({ ...REAL_WALLETS, ...SMTP });
    expect((await fetch(`${rest.url}/api/health`)).status).toBe(200);
    for (const [method, url] of [
      ['GET', '/khalti-sandbox/pay?pidx=x'],
      ['POST', '/khalti-sandbox/pay'],
      ['POST', '/khalti-sandbox/api/v2/epayment/initiate/'],
      ['POST', '/khalti-sandbox/api/v2/epayment/lookup/'],
      ['POST', '/esewa-sandbox/api/epay/main/v2/form'],
      ['POST', '/esewa-sandbox/api/epay/main/v2/pay'],
      ['GET', '/esewa-sandbox/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=1&transaction_uuid=x'],
    ] as const) {
      const res = await fetch(`${rest.url}${url}`, { method });
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, message: expect.stringMatching(/^No endpoint/) });
    }
  });

  it('sends Strict-Transport-Security only when HSTS_MAX_AGE is set', async () => {
    const off = await boot({ ...REAL_WALLETS, ...SMTP });
    expect((await fetch(`${off.url}/api/books/`)).headers.get('strict-transport-security')).toBeNull();
    const on = await boot({ ...REAL_WALLETS, ...SMTP, HSTS_MAX_AGE: '31536000' });
    expect((await fetch(`${on.url}/api/books/`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describeEachTarget('Security headers and errors', (api) => {
  it('sends nosniff, no framing and a CSP that runs nothing on answers, errors and media', async () => {
    const book = (await api.get('/books/?page_size=1')).body.results.books[0];
    for (const url of [
      `${api.target.url}/api/books/`,
      `${api.target.url}/api/no-such-endpoint/`,
      `${api.target.url}/api/users/profile/`,
      book.cover_image as string,
    ]) {
      const res = await fetch(url);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toMatch(/script-src/);
      // The web app shows covers and pictures from this origin.
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('cross-origin');
    }
  });

  it('answers malformed requests with 400 in the one envelope, never a stack or an internal message', async () => {
    const malformed: [string, RequestInit][] = [
      ['/api/users/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }],
      [
        '/api/users/register/',
        { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xx' }, body: '--xx\r\nbroken' },
      ],
      ['/api/users/register/', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'abc' }],
      ['/api/books/%E0%A4%A/', { method: 'GET' }],
    ];
    for (const [url, init] of malformed) {
      const res = await fetch(`${api.target.url}${url}`, init);
      const body = (await res.json()) as { success: boolean; message: string };
      expect(res.status, url).toBe(400);
      expect(Object.keys(body).sort(), url).toEqual(['message', 'success']);
      expect(body.message, url).not.toMatch(/Error|FST_|busboy|node_modules|\bat \w|%E0/);
    }
  });
});

describeEachTarget('The Khalti sandbox is no open redirect', (api) => {
  const WEB_URL = readConfig({}).webUrl;
  const initiate = (fields: Record<string, string>) =>
    fetch(`${api.target.url}/khalti-sandbox/api/v2/epayment/initiate/`, {
      method: 'POST',
      headers: { authorization: `Key ${readConfig({}).khaltiSecretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        return_url: `${WEB_URL}/payments/verify-khalti`,
        website_url: WEB_URL,
        amount: 5000,
        purchase_order_id: 'o-redirect',
        purchase_order_name: 'Redirect test',
        ...fields,
      }),
    });

  it('takes return and website URLs only on the web app’s origin', async () => {
    const web = new URL(WEB_URL);
    for (const elsewhere of [
      'https://evil.example/payments/verify-khalti',
      `${web.protocol}//${web.host}@evil.example/`,
      `${web.protocol}//${web.hostname}.evil.example:${web.port}/`,
      `https://${web.host}/payments/verify-khalti`,
      `javascript:alert(1)`,
    ]) {
      for (const field of ['return_url', 'website_url']) {
        const res = await initiate({ [field]: elsewhere });
        expect(res.status, `${field} ${elsewhere}`).toBe(400);
        expect(((await res.json()) as Record<string, unknown>)[field], `${field} ${elsewhere}`).toEqual([
          expect.any(String),
        ]);
      }
    }
    expect((await initiate({})).status).toBe(200);
  });

  it('sends the payer only to the return URL given at initiate, whatever the form or link says', async () => {
    const { pidx } = (await (await initiate({})).json()) as { pidx: string };
    const tampered = 'https://evil.example/phish';
    const res = await fetch(
      `${api.target.url}/khalti-sandbox/pay?pidx=${pidx}&return_url=${encodeURIComponent(tampered)}`,
      {
        method: 'POST',
        body: new URLSearchParams({ pidx, action: 'cancel', return_url: tampered, website_url: tampered }),
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${WEB_URL}/payments/verify-khalti`);
    expect(res.headers.get('location')).not.toContain('evil');
  });
});
