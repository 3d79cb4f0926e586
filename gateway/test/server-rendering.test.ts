/**
 * Books and authors found from outside (docs/server-rendering.md): with no JavaScript at all, a book
 * page's HTML holds the book, its canonical URL, Open Graph tags and schema.org JSON-LD; an author
 * page its Person (sitemap.test.ts: the sitemap that names them all).
 * Needs the built web app (`npm run build -w web`): the gateway serves web/dist as `npm start` does.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RestAuthor, RestBook } from '../src/rest/contract.js';
import { gatewayWith } from './gateways.js';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const WEB_URL = 'https://pustak.example.np';
let origin: string;

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const rest = async <T>(pathname: string): Promise<T> =>
  (await fetch(`${inject('restUrl')}/api${pathname}`)).json() as Promise<T>;

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text = '') => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '.server/render.js')))
    throw new Error('build the web app first: npm run build -w web');
  origin = await gatewayWith({ webDist, webUrl: WEB_URL });
});

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('Book and author pages without JavaScript', () => {
  it("a book page's HTML holds its title, author, price, description, canonical URL, og:title and Book JSON-LD", async () => {
    const { book } = await rest<{ book: RestBook }>('/books/1/');
    const res = await fetch(`${origin}/books/1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(asHtml(book.title));
    expect(root).toContain(asHtml(book.author.name));
    // SPEC §9's 'Rs 1,23,456.00', as an English reader sees it.
    expect(root).toContain(`Rs ${rupees.format(Number(book.price))}`);
    expect(root).toContain(asHtml(book.description));
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${WEB_URL}/books/1`);
    expect(unescape(attribute(html, /<meta property="og:title" content="([^"]+)"/))).toBe(book.title);
    expect(html).toMatch(/<title>Pustak - [^<]+<\/title>/);

    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.title,
      url: `${WEB_URL}/books/1`,
      author: { '@type': 'Person', name: book.author.name },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NPR',
        price: book.price,
        availability: book.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
  });

  it("an author page's HTML holds Person JSON-LD and the author's canonical URL", async () => {
    const { data: author } = await rest<{ data: RestAuthor }>('/authors/1/');
    const html = await (await fetch(`${origin}/authors/1`)).text();
    expect(html.slice(html.indexOf('<div id="root"'))).toContain(asHtml(author.name));
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${WEB_URL}/authors/1`);
    expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'Person', name: author.name, url: `${WEB_URL}/authors/1` });
  });

  it('a book that does not exist answers 404 with its not-found page and no JSON-LD', async () => {
    const res = await fetch(`${origin}/books/987654`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Book not found');
    expect(jsonLdOf(html)).toEqual([]);
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
  });

  it("a browser a member uses (the session's mark, no credential) gets the header and the screen's skeleton, not the guest's page", async () => {
    const { book } = await rest<{ book: RestBook }>('/books/1/');
    const html = await (await fetch(`${origin}/books/1`, { headers: { cookie: 'pustak.member=1' } })).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-skeleton>/);
    expect(root).toContain('<header class="app-header"');
    expect(root).toContain('aria-busy="true"');
    expect(root).not.toContain(asHtml(book.title));
    expect(html).not.toContain('id="pustak-state"');
    expect(jsonLdOf(html)).toEqual([]);
  });

  it("every route not drawn with its data arrives as the header and its screen's skeleton, titled, its code named in the head", async () => {
    const cases: [string, string | undefined, string][] = [
      ['/login', undefined, 'Pustak - Login'],
      ['/signup', undefined, 'Pustak - Sign Up'],
      ['/forgot-password', undefined, 'Pustak - Forgot Password'],
      ['/home', undefined, 'Pustak - Home'],
      ['/home', 'pustak.member=1', 'Pustak - Home'],
      ['/cart', 'pustak.member=1', 'Pustak - Cart'],
      ['/account/settings/shipping', 'pustak.member=1', 'Pustak - My Account'],
      ['/social', 'pustak.member=1', 'Pustak - Book Social'],
      ['/books', 'pustak.member=1', 'Pustak - Book Shop'],
      ['/', 'pustak.member=1', 'Pustak - Welcome'],
    ];
    for (const [pathname, cookie, title] of cases) {
      const at = `${pathname} (${cookie ?? 'guest'})`;
      const res = await fetch(`${origin}${pathname}`, { headers: cookie ? { cookie } : {} });
      expect(res.status, at).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root, at).toMatch(/^<div id="root" data-skeleton><div class="app-layout"><header class="app-header"/);
      expect(root, at).toMatch(/<main class="app-main">.*role="status" aria-busy="true" aria-label="Loading page"/s);
      expect(attribute(html, /<title>([^<]*)<\/title>/), at).toBe(title);
      // The shell's code in the head: the screen is drawn as soon as it is in.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, at).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
      // Painted with the shell's stylesheet alone: the route's download beside it without holding the paint.
      const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
      expect(sheets, at).toEqual([expect.stringMatching(/^shell-[^/]+\.css$/)]);
    }
    const homeHead = await (await fetch(`${origin}/home`, { headers: { cookie: 'pustak.member=1' } })).text();
    expect(homeHead).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/HomePage-[^"]+\.css">/);
    // A member's tools keep their places in the header; a guest's header offers to sign in.
    const marked = await (await fetch(`${origin}/cart`, { headers: { cookie: 'pustak.member=1' } })).text();
    expect(marked).toContain('class="member-place"');
    expect(marked).not.toContain('>Sign in<');
    const guest = await (await fetch(`${origin}/login`)).text();
    expect(guest).toContain('>Sign in<');
  });

  it('the page hands its Apollo cache over in a JSON block, not a script the CSP would refuse', async () => {
    const res = await fetch(`${origin}/books/1`);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const html = await res.text();
    const block = /<script type="application\/json" id="pustak-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    const state = JSON.parse(block!) as { apollo: Record<string, { title?: string }> };
    expect(state.apollo['Book:1']?.title).toBeDefined();
  });
});

describe("A drawn page's code is asked for once the page is painted", () => {
  /** The inline scripts of a page, with their 'sha256-…' as the policy names them. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => ({
      text: m[1]!,
      hash: `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    }));

  it("a server-rendered page names no script or module preload in its head; one loader at its end asks for them, and for its route's code, after the first frame", async () => {
    const res = await fetch(`${origin}/books/1`);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // What the loader creates: a data block, never executed.
    const block = /<script type="application\/json" id="pustak-code">(.*?)<\/script>/.exec(html)?.[1];
    const tags = JSON.parse(block!) as { tag: string; src?: string; href?: string; rel?: string }[];
    const index = await readFile(path.join(webDist, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(index)![1]!;
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
    expect(tags[0]).toEqual({ tag: 'script', type: 'module', src: entry });
    const preloaded = tags.filter((t) => t.rel === 'modulepreload').map((t) => t.href);
    // Everything index.html preloads with the entry, then the book screen's code and data module.
    for (const [, file] of index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g))
      expect(preloaded).toContain(file);
    const chunks = Object.values(
      JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8')) as {
        file: string;
        name?: string;
        isDynamicEntry?: boolean;
      }[],
    );
    // The book screen reads the graph: the browser's Apollo Client (web/src/lib/lazyApollo.ts) comes too.
    const chunkFile = (name: string) => `/${chunks.find((c) => c.isDynamicEntry && c.name === name)!.file}`;
    for (const name of ['BookPage', 'BookPage.data', 'apollo']) expect(preloaded, name).toContain(chunkFile(name));
    // A guest's landing and About pages ask the graph nothing: they come alive without it.
    for (const pathname of ['/', '/about']) {
      const page = await (await fetch(`${origin}${pathname}`)).text();
      const code = /<script type="application\/json" id="pustak-code">(.*?)<\/script>/.exec(page)?.[1];
      const hrefs = (JSON.parse(code!) as { href?: string; src?: string }[]).map((t) => t.href ?? t.src);
      expect(hrefs, pathname).toContain(entry);
      expect(hrefs, pathname).not.toContain(chunkFile('apollo'));
    }
    const loader = inlineScripts(html).find((s) => s.text.includes('pustak-code'));
    expect(loader?.text).toMatch(/^requestAnimationFrame\(/);
    // It runs under the page's policy, and is the same script on every page.
    expect(res.headers.get('content-security-policy')).toContain(loader!.hash);
    const other = await (await fetch(`${origin}/about`)).text();
    expect(inlineScripts(other).map((s) => s.hash)).toContain(loader!.hash);
  });
});

describe('A page names what its route loads lazily (<link rel="modulepreload">)', () => {
  type Chunk = { file: string; name?: string; src?: string; isDynamicEntry?: boolean };
  const manifest = () =>
    readFile(path.join(webDist, '.vite/manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, Chunk>,
    );
  /** The files of the chunks a page preloads, as the manifest names them. */
  const preloaded = async (pathname: string, cookie?: string) => {
    const html = await (await fetch(`${origin}${pathname}`, { headers: cookie ? { cookie } : {} })).text();
    const files = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1]!);
    const byFile = new Map(Object.values(await manifest()).map((chunk) => [chunk.file, chunk]));
    return files.map((file) => byFile.get(file)?.src ?? byFile.get(file)?.name ?? file);
  };

  it("a book page's shell preloads the book screen's code, its data module and its catalog in the reader's language", async () => {
    const member = 'pustak.member=1';
    const sources = await preloaded('/books/1', member);
    expect(sources).toContain('src/features/book/BookPage.tsx');
    expect(sources).toContain('src/features/book/BookPage.data.ts');
    expect(sources).toContain('src/i18n/locales/en/book.json?lingui');
    expect(await preloaded('/books/1', `${member}; pustak.lang=ne`)).toContain('src/i18n/locales/ne/book.json?lingui');
    // Drawn on the server, the guest's page names none: the code would compete with its images.
    expect(await preloaded('/books/1')).toEqual([]);
    // Not another screen's code.
    expect(sources).not.toContain('src/features/cart/CartPage.tsx');
  });

  it("a members' screen is preloaded only in a browser a member uses; sign-in only in one no member uses", async () => {
    expect(await preloaded('/cart')).toEqual([]);
    const member = await preloaded('/cart', 'pustak.member=1');
    expect(member).toContain('src/features/cart/CartPage.tsx');
    expect(member).toContain('src/features/cart/CartPage.data.ts');
    expect(member).toContain('src/components/layout/MemberTools.tsx');
    expect(member).toContain('src/lib/apollo.ts');
    expect(await preloaded('/login')).toContain('src/features/auth/LoginPage.tsx');
    expect(await preloaded('/login')).toContain('src/lib/apollo.ts');
    expect(await preloaded('/login', 'pustak.member=1')).toEqual([]);
  });

  it('every screen of the app is found in the build by its name', async () => {
    const screens: [string, string][] = [
      ['/', 'landing/LandingPage'],
      ['/about', 'about/AboutPage'],
      ['/contact', 'contact/ContactPage'],
      ['/terms', 'legal/TermsPage'],
      ['/rental-policy', 'legal/RentalPolicyPage'],
      ['/signup', 'auth/SignupPage'],
      ['/forgot-password', 'auth/ForgotPasswordPage'],
      ['/account/settings/password/reset', 'auth/ResetPasswordPage'],
      ['/home', 'home/HomePage'],
      ['/books', 'catalog/CatalogPage'],
      ['/authors/1', 'author/AuthorPage'],
      ['/search', 'search/SearchPage'],
      ['/account/reading', 'account/reading/CurrentlyReadingPage'],
      ['/account/favorites', 'account/lists/FavoritesPage'],
      ['/account/wishlist', 'account/lists/WishlistPage'],
      ['/account/profile', 'account/info/AccountInfoPage'],
      ['/account/settings', 'account/layout/SettingsMenu'],
      ['/account/settings/account', 'account/settings/AccountSettingsPage'],
      ['/account/settings/password', 'account/settings/ChangePasswordPage'],
      ['/account/settings/privacy', 'account/settings/PrivacySettingsPage'],
      ['/account/settings/notifications', 'account/settings/NotificationSettingsPage'],
      ['/account/settings/shipping', 'account/addresses/ShippingAddressesPage'],
      ['/account/orders', 'orders/OrdersPage'],
      ['/account/orders/1', 'orders/OrderPage'],
      ['/checkout', 'checkout/CheckoutPage'],
      ['/payment/1', 'payment/PaymentPage'],
      ['/payments/verify-khalti', 'payment/VerifyPaymentPage'],
      ['/orders/1', 'orders/OrderPage'],
      ['/profile/1', 'profile/ProfilePage'],
      ['/social', 'social/SocialPage'],
    ];
    for (const [pathname, screen] of screens) {
      // Sign-up is for guests; every other screen is preloaded for a member.
      const sources = await preloaded(pathname, pathname === '/signup' ? undefined : 'pustak.member=1');
      if (pathname.startsWith('/account/') && screen !== 'auth/ResetPasswordPage')
        expect(sources, pathname).toContain('src/features/account/layout/AccountLayout.tsx');
      expect(sources, pathname).toContain(`src/features/${screen}.tsx`);
    }
    expect(await preloaded('/no-such-page', 'pustak.member=1')).toContain('src/components/NotFoundPage.tsx');
  });
});

describe('The icon', () => {
  it("/favicon.ico, asked for where a page names no icon, leads to the app's icon, not a 404 page", async () => {
    const res = await fetch(`${origin}/favicon.ico`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
    const icon = await fetch(`${origin}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('CATALOG_REQUIRES_AUTH=true', () => {
  it('a book page is not rendered for guests: the shell goes out, and the app sends them to sign in', async () => {
    const members = await gatewayWith({ webDist, webUrl: WEB_URL, catalogRequiresAuth: true });
    const { book } = await rest<{ book: RestBook }>('/books/1/');
    const html = await (await fetch(`${members}/books/1`)).text();
    // The header and the book screen's skeleton, nothing of the book.
    expect(html).toContain('<div id="root" data-skeleton>');
    expect(html).not.toContain(asHtml(book.title));
    expect(jsonLdOf(html)).toEqual([]);
    // The public screens still render.
    const about = await (await fetch(`${members}/about`)).text();
    expect(about).not.toContain('<div id="root"></div>');
    expect(about).not.toContain('data-skeleton');
    expect(about).toContain('About Pustak');
  });
});
