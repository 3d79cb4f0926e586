/**
 * The page session (gateway/src/pageSession.ts): a remembered member's token, handed over once,
 * draws their pages on the server with their data; it is read for page GETs only, never by the
 * graph; a bad, foreign or revoked one draws nothing of anyone's. Needs the built web app.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newMember, ok, type Member } from './client.js';
import { gatewayWith } from './gateways.js';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
let origin: string;

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '.server/render.js')))
    throw new Error('build the web app first: npm run build -w web');
  origin = await gatewayWith({ webDist });
});

const startSession = (token: string | undefined, headers: Record<string, string> = {}) =>
  fetch(`${origin}/session`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

/** The cookie a browser would keep from a Set-Cookie header: its value and attributes. */
function cookieOf(res: Response) {
  const header = res.headers.get('set-cookie') ?? '';
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair.replace(/^pustak\.session=/, ''), attributes, named: pair.startsWith('pustak.session=') };
}

const page = (pathname: string, cookie?: string) =>
  fetch(`${origin}${pathname}`, { headers: cookie ? { cookie } : {} });

/** The app's markup inside #root (empty for the shell). */
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';

/** The header and the screen's skeleton in #root, drawn over by the browser (null when not a skeleton). */
const skeletonOf = (html: string) => /<div id="root" data-skeleton>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? null;

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('POST /session', () => {
  it("keeps a verified token in an httpOnly, SameSite=Lax cookie for the token's life, and ends it on DELETE", async () => {
    const member = await newMember();
    const res = await startSession(member.token, SAME_ORIGIN);
    expect(res.status).toBe(204);
    const cookie = cookieOf(res);
    expect(cookie.named).toBe(true);
    expect(cookie.value).toBe(member.token);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    const maxAge = Number(cookie.attributes.find((a) => a.startsWith('Max-Age='))?.slice(8));
    const { exp } = JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(Math.abs(maxAge - (exp - Date.now() / 1000))).toBeLessThan(5);

    const ended = await fetch(`${origin}/session`, { method: 'DELETE' });
    expect(ended.status).toBe(204);
    expect(cookieOf(ended)).toMatchObject({ named: true, value: '' });
    expect(cookieOf(ended).attributes).toContain('Max-Age=0');
  });

  it('refuses a missing, malformed, tampered or cross-site token, keeping nothing', async () => {
    const member = await newMember();
    const [header, payload] = member.token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    for (const token of [
      undefined,
      'not-a-token',
      `${header}.${forged}.${member.token.split('.')[2]}`,
      'a'.repeat(10_000),
    ]) {
      const res = await startSession(token);
      expect(res.status, String(token)).toBe(401);
      expect((await res.json()) as { message: string }).toEqual({ message: 'Please log in to continue' });
      expect(cookieOf(res), String(token)).toMatchObject({ named: true, value: '' });
    }
    const crossSite = await startSession(member.token, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });
});

describe('Pages drawn for the member of a page session', () => {
  let member: Member;
  let cookie: string;
  let bookId: string;
  beforeAll(async () => {
    member = await newMember({ firstName: 'Kamala' });
    cookie = `pustak.session=${member.token}; pustak.member=1`;
    bookId = (await ok<{ books: { items: { id: string }[] } }>('{ books(pageSize: 1) { items { id } } }')).data.books
      .items[0]!.id;
    await ok('mutation ($id: ID!) { addToCart(bookId: $id) { id } }', { id: bookId }, member.token);
  });

  it('home arrives drawn with their name and their data, for them alone (private, varies by cookie)', async () => {
    const res = await page('/home', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const html = await res.text();
    expect(rootOf(html)).toContain('Welcome back, Kamala!');
    // The hand-over names the member the page was drawn for (main.tsx hydrates as them).
    const state = JSON.parse(/<script type="application\/json" id="pustak-state">(.*?)<\/script>/.exec(html)![1]!) as {
      member?: { id: string; username: string };
    };
    expect(state.member).toMatchObject({ id: member.id, username: member.username });
    // The token itself is never written into the page.
    expect(html).not.toContain(member.token);
  });

  it("a book in their cart is drawn with 'Remove from Cart'; the guest's page offers 'Add to Cart'", async () => {
    const theirs = rootOf(await (await page(`/books/${bookId}`, cookie)).text());
    expect(theirs).toContain('Remove from Cart');
    const guests = rootOf(await (await page(`/books/${bookId}`)).text());
    expect(guests).toContain('Add to Cart');
    expect(guests).not.toContain('Remove from Cart');
  });

  it("the account area arrives drawn with their data, painted with its route's stylesheets (its CSS-decided layout's among them)", async () => {
    await ok(
      'mutation { createShippingAddress(input: { addressName: "Patan flat", fullName: "Kamala Sharma", addressLine1: "Jhamsikhel Road 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }',
      {},
      member.token,
    );
    const html = await (await page('/account/settings/shipping', cookie)).text();
    expect(rootOf(html)).toContain('Jhamsikhel Road 21');
    // In the head, beside the shell's stylesheet: not asked for by the loader after the first paint.
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const manifest = JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] }
    >;
    const layoutCss = manifest['src/features/account/layout/AccountLayout.tsx']?.css ?? [];
    expect(layoutCss.length).toBeGreaterThan(0);
    for (const file of layoutCss) expect(sheets).toContain(`/${file}`);
    const code = /<script type="application\/json" id="pustak-code">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(code) as { rel?: string }[]).not.toContainEqual(expect.objectContaining({ rel: 'stylesheet' }));
  });

  it("a members' screen without a page session is the header and the screen's skeleton; a bad or revoked session draws nothing of theirs", async () => {
    for (const without of ['pustak.member=1', 'pustak.session=abc.def.ghi']) {
      const html = await (await page('/home', without)).text();
      expect(rootOf(html), without).toBe('');
      const skeleton = skeletonOf(html);
      expect(skeleton, without).toContain('<header class="app-header"');
      expect(skeleton, without).toContain('aria-busy="true"');
      expect(skeleton, without).not.toContain('Welcome back');
      // Nothing handed over: the browser draws the screen itself, asking for it.
      expect(html, without).not.toContain('id="pustak-state"');
    }
    const revoked = await newMember({ firstName: 'Revoked' });
    await ok(
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }',
      { c: 'correct horse battery', n: 'another horse battery' },
      revoked.token,
    );
    const res = await page('/home', `pustak.session=${revoked.token}; pustak.member=1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toBe('');
    expect(skeletonOf(html)).toContain('aria-busy="true"');
    expect(html).not.toContain('Revoked');
    expect(html).not.toContain('id="pustak-state"');
  });

  it('the graph never reads the cookie: with it alone, the caller is a guest', async () => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `pustak.session=${member.token}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(((await res.json()) as { data: { me: unknown } }).data.me).toBeNull();
  });
});
