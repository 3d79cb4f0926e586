/**
 * The main screens of SPEC §2 with the data they need, shared by the accessibility test
 * (e2e/a11y.spec.ts) and the benchmarks (bench/round-trips.ts, bench/axe.ts). `makeFixtures` makes
 * a fresh member through the graph (a cart line, an address, an order, favourite genres, a book
 * she is reading, another member to visit who shares a genre with her), so it never touches anyone
 * else's data. Nothing here depends on Vitest.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG_1PX } from './images.js';

export interface Member {
  id: string;
  token: string;
  firstName: string;
  lastName: string;
  username: string;
  /** Where the member's picture is served, when they have one. */
  profilePictureUrl?: string | null;
}

export interface Fixtures {
  member: Member;
  other: Member;
  book: { id: string; title: string; authorId: string; authorName: string };
  /** The first book of the catalog's first page (default order). */
  firstCatalogTitle: string;
  /** A title of the home screen's newest books. */
  newestTitle: string;
  /** A pending order of the member's (one line). */
  order: { id: string; shortId: string };
  /** The line in the member's cart (checkout's ?items=). */
  cartLine: { id: string };
  searchTitle: string;
  /** The member's currently-reading book: a printed one, with its year and pages. */
  reading: { id: string; title: string };
  /** The member's favourite genres, by name; the other member shares the first. */
  favoriteGenres: string[];
}

export interface Screen {
  name: string;
  /** Signed in as the fixtures' member, or a guest. */
  member: boolean;
  /** The path, with `{…}` filled from the fixtures (`/books/{book.id}`). */
  path: string;
  /** Text that appears inside <main> once the screen's data is in (a heading for static screens). */
  ready: string;
}

const guest = (name: string, path: string, ready: string): Screen => ({ name, member: false, path, ready });
const member = (name: string, path: string, ready: string): Screen => ({ name, member: true, path, ready });

/** The main screens of SPEC §2, in the order a reader meets them. */
export const MAIN_SCREENS: Screen[] = [
  guest('landing', '/', 'Get Started'),
  guest('login', '/login', 'Remember me'),
  guest('signup', '/signup', 'Create your account'),
  guest('about', '/about', 'Our mission'),
  guest('contact', '/contact', 'Contact Us'),
  guest('terms', '/terms', 'Terms of Service'),
  guest('rental policy', '/rental-policy', 'Rental Policy'),
  member('home', '/home', '{newestTitle}'),
  member('catalog', '/books', '{firstCatalogTitle}'),
  member('search', '/search?title={searchTitle}', 'Found '),
  member('book detail', '/books/{book.id}', '{book.title}'),
  member('author', '/authors/{book.authorId}', '{book.title}'),
  member('cart', '/cart', '{book.title}'),
  member('checkout', '/checkout?items={cartLine.id}', 'Place Order'),
  member('payment', '/payment/{order.id}', 'Order #{order.shortId}'),
  member('order detail', '/orders/{order.id}', 'Order #{order.shortId}'),
  member('profile', '/profile/{other.id}', '@{other.username}'),
  member('social', '/social', 'No friends yet'),
  member('account', '/account', 'Currently Reading'),
];

/** Fills `{a.b}` placeholders from the fixtures. */
export function fill(template: string, f: Fixtures): string {
  return template.replace(/\{([\w.]+)\}/g, (_, key: string) => {
    const value = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], f);
    if (typeof value !== 'string') throw new Error(`no fixture ${key}`);
    return value;
  });
}

type Graph = (query: string, variables?: Record<string, unknown>, token?: string) => Promise<Record<string, unknown>>;

function graphAt(origin: string): Graph {
  return async (query, variables = {}, token) => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (body.errors || !body.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

async function register(graph: Graph, firstName: string, { picture = false } = {}): Promise<Member> {
  const suffix = randomBytes(4).toString('hex');
  const username = `${firstName.toLowerCase()}_${suffix}`;
  const data = await graph(
    `mutation ($i: RegisterInput!) { register(input: $i) { token user { id profilePictureUrl } } }`,
    {
      i: {
        firstName,
        lastName: 'Shrestha',
        username,
        email: `${username}@example.com`,
        dateOfBirth: '1994-04-04',
        password: 'pustak123',
        status: 'Reading in Patan',
        hasAcceptedTerms: true,
        hasAcceptedRentalPolicy: true,
        termsAcceptanceDate: new Date().toISOString(),
        ...(picture ? { profilePicture: `data:image/png;base64,${PNG_1PX.toString('base64')}` } : {}),
      },
    },
  );
  const { token, user } = data.register as { token: string; user: { id: string; profilePictureUrl: string | null } };
  return { id: user.id, token, firstName, lastName: 'Shrestha', username, profilePictureUrl: user.profilePictureUrl };
}

interface BookRef {
  id: string;
  title: string;
  author: { id: string; name: string };
}

/** Favourite genres, so profiles and Account Settings show their chips (and the two members share one). */
const MEMBER_GENRES = ['Poetry', 'Nepali Literature', 'Historical Fiction'];
const OTHER_GENRES = ['Poetry', 'Philosophy'];

async function favourGenres(graph: Graph, member: Member, names: string[]): Promise<void> {
  const { genres } = (await graph(`{ genres { id name } }`)) as { genres: { id: string; name: string }[] };
  const ids = names.map((name) => {
    const genre = genres.find((g) => g.name === name);
    if (!genre) throw new Error(`the seeded genres have no ${name}`);
    return genre.id;
  });
  await graph(
    `mutation ($i: [ID!]!) { updateProfile(input: { favoriteGenreIds: $i }) { id } }`,
    { i: ids },
    member.token,
  );
}

/** A member with a book in the cart, a pending order and an address; another member to visit. */
export async function makeFixtures(origin: string): Promise<Fixtures> {
  const graph = graphAt(origin);
  // With a picture: every avatar of hers needs its text alternative (issue 37).
  const member = await register(graph, 'Sita', { picture: true });
  const other = await register(graph, 'Ramesh');
  const catalog = await graph(`{ books(page: 1, filter: { ordering: DEFAULT }) { items { title } } }`);
  const newest = await graph(`{ newBooks { title } }`);
  // The book the member buys and keeps in the cart: the best stocked of a page, so runs never run out.
  const stocked = await graph(`{ books(page: 2) { items { id title stock year pages author { id name } } } }`);
  const first = (catalog.books as { items: { title: string }[] }).items[0];
  const newBook = (newest.newBooks as { title: string }[])[0];
  const page = (stocked.books as { items: (BookRef & { stock: number; year: number | null; pages: number | null })[] })
    .items;
  const book = [...page].sort((x, y) => y.stock - x.stock)[0];
  // The Currently Reading card's line of figures: 'year · format · pages'.
  const reading = page.find((b) => b.year && b.pages);
  if (!first || !newBook || !book || !reading) throw new Error('the seeded catalog is missing');

  const mine = (query: string, variables: Record<string, unknown> = {}) => graph(query, variables, member.token);
  const address = await mine(
    `mutation { createShippingAddress(input: { addressName: "Mangal Bazar flat", fullName: "Sita Shrestha", addressLine1: "Mangal Bazar 3", city: "Kathmandu", phone: "9841234567", district: "Kathmandu", isDefault: true }) { id } }`,
  );
  const addToCart = async () =>
    ((await mine(`mutation ($b: ID!) { addToCart(bookId: $b) { id } }`, { b: book.id })).addToCart as { id: string })
      .id;
  const ordered = await mine(
    `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id shortId } }`,
    { i: [await addToCart()], a: (address.createShippingAddress as { id: string }).id },
  );
  // Ordering takes the line out of the cart; the cart and checkout screens should show one.
  const cartLine = { id: await addToCart() };
  await mine(`mutation ($b: ID) { updateProfile(input: { currentlyReadingId: $b }) { id } }`, { b: reading.id });
  await favourGenres(graph, member, MEMBER_GENRES);
  await favourGenres(graph, other, OTHER_GENRES);

  return {
    member,
    other,
    book: { id: book.id, title: book.title, authorId: book.author.id, authorName: book.author.name },
    firstCatalogTitle: first.title,
    newestTitle: newBook.title,
    order: ordered.createOrder as { id: string; shortId: string },
    cartLine,
    searchTitle: 'Muna',
    reading: { id: reading.id, title: reading.title },
    favoriteGenres: MEMBER_GENRES,
  };
}

/**
 * Signs the context in as the app does (SPEC §4 'Remember me'): token and member in localStorage,
 * and (unless `marked: false`, a token from before the mark existed) the browser's member mark the
 * app keeps beside a remembered token (web/src/lib/session.ts), which the gateway reads.
 */
export async function signInWithToken(
  context: BrowserContext,
  member: Member,
  { marked = true, pageSession = false }: { marked?: boolean; pageSession?: boolean } = {},
): Promise<void> {
  // Cookies are not kept per port: one for 127.0.0.1 reaches whichever port the system runs on.
  if (marked) await context.addCookies([{ name: 'pustak.member', value: '1', domain: '127.0.0.1', path: '/' }]);
  // As the app leaves a remembered sign-in (web/src/lib/pageSession.ts): the gateway holds the
  // token in an httpOnly cookie and draws the member's pages (the context's baseURL is the app's).
  if (pageSession) {
    const res = await context.request.post('/session', { headers: { authorization: `Bearer ${member.token}` } });
    if (res.status() !== 204) throw new Error(`page session: ${res.status()}`);
  }
  const user = {
    id: member.id,
    username: member.username,
    firstName: member.firstName,
    lastName: member.lastName,
    profilePictureUrl: member.profilePictureUrl ?? null,
  };
  await context.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('pustak.token', token);
      window.localStorage.setItem('pustak.user', JSON.stringify(user));
    },
    { token: member.token, user },
  );
}

/**
 * Opens a screen as a reader would (signed in first when it needs a member) and waits until its
 * data is in, the network is quiet and the route transition has finished (so colours are final).
 */
export async function openScreen(
  context: BrowserContext,
  page: Page,
  screen: Screen,
  f: Fixtures,
  /** What shows the data is in, when not the screen's own `ready` (another language); null: the network going quiet. */
  ready: string | null = fill(screen.ready, f),
): Promise<void> {
  if (screen.member) await signInWithToken(context, f.member);
  await page.goto(fill(screen.path, f));
  if (ready !== null) await page.locator('main').getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A transition cut short by the next one rejects its promise: it has finished all the same.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}
