/**
 * The member's wishlist /account/wishlist (SPEC §1 'a wishlist', §7 'Favourites and wishlist') as
 * routes.tsx wires it, against the real gateway: the member's books newest first, priced in Rs;
 * Remove takes a book off at once (optimistic), the server's answer keeps it off, and a refused
 * removal puts it back where it was; an empty wishlist says so and leads to the shop.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeLoader } from '../../../lib/routeData';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../../testing/gateway';
import { renderRoutes } from '../../../testing/renderRoutes';
import { WishlistPage } from './WishlistPage';
import { AccountWishlistQuery } from './WishlistPage.data';

const routes: RouteObject[] = [
  {
    path: '/account/wishlist',
    loader: routeLoader(
      () => import('./WishlistPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: WishlistPage,
  },
];

/** Seed books (rest/src/seed): id, title, author and price as the screen shows them. */
const MUNA_MADAN = { id: '2', title: 'Muna Madan', author: 'Laxmi Prasad Devkota', price: 'Rs 605.00' };
const BUDDHAS_ORPHANS = { id: '54', title: "Buddha's Orphans", author: 'Samrat Upadhyay', price: 'Rs 1,360.00' };
const HOME_AND_WORLD = { id: '91', title: 'The Home and the World', author: 'Rabindranath Tagore', price: 'Rs 240.50' };

/** A member whose wishlist holds these books, added one after the other (the last is the newest). */
async function memberWishing(...books: { id: string }[]): Promise<TestMember> {
  const member = await newMember('Sita');
  for (const book of books) {
    await graph('mutation ($id: ID!) { addToWishlist(bookId: $id) { id } }', { id: book.id }, member.token);
  }
  return member;
}

/** The wishlist's book ids as the server has it, newest first. */
async function serverWishlist(member: TestMember): Promise<string[]> {
  const { wishlist } = await graph<{ wishlist: { book: { id: string } }[] }>(
    '{ wishlist { book { id } } }',
    {},
    member.token,
  );
  return wishlist.map((item) => item.book.id);
}

const removeElsewhere = (member: TestMember, bookId: string) =>
  graph('mutation ($id: ID!) { removeFromWishlist(bookId: $id) { id } }', { id: bookId }, member.token);

function openWishlist(member: TestMember) {
  signIn(member);
  const gateway = createTestClient();
  renderRoutes(routes, '/account/wishlist', gateway.client);
  return gateway;
}

/**
 * Opens the wishlist with the loader's answer held until the screen is drawn (its skeleton), so the
 * screen's own query meets the loader's in flight, as when the screen's code arrives first.
 */
async function openWishlistAnsweredLate(member: TestMember) {
  signIn(member);
  const gateway = createTestClient();
  const answer = gateway.holdAnswer('AccountWishlist');
  renderRoutes(routes, '/account/wishlist', gateway.client);
  expect(await screen.findByLabelText('Loading')).toBeTruthy();
  answer();
  return gateway;
}

/** The rows on screen, in order, by the book's title. */
const shownTitles = () => screen.queryAllByRole('article').map((row) => row.getAttribute('aria-label'));
const removeButton = (title: string) =>
  within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Remove' });

describe('wishlist /account/wishlist', () => {
  it("shows the member's books newest first, each with its author and price in Rs", async () => {
    const member = await memberWishing(MUNA_MADAN, BUDDHAS_ORPHANS, HOME_AND_WORLD);
    const gateway = await openWishlistAnsweredLate(member);

    expect(await screen.findByText('3 books you want to read next, newest first.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    expect(shownTitles()).toEqual([HOME_AND_WORLD.title, BUDDHAS_ORPHANS.title, MUNA_MADAN.title]);
    for (const book of [MUNA_MADAN, BUDDHAS_ORPHANS, HOME_AND_WORLD]) {
      const row = within(screen.getByRole('article', { name: book.title }));
      expect(row.getByText(book.author)).toBeTruthy();
      expect(row.getByText(book.price)).toBeTruthy();
      expect(row.getByRole('link', { name: book.title }).getAttribute('href')).toBe(`/books/${book.id}`);
    }
    // The wishlist asked once (the screen joined the loader's query), beside the header's cart count.
    expect(gateway.sent).toEqual(['AccountWishlist', 'HeaderCartCount']);
  });

  it('Remove takes the book off at once, and it stays off after the server answers', async () => {
    const member = await memberWishing(MUNA_MADAN, BUDDHAS_ORPHANS, HOME_AND_WORLD);
    const gateway = openWishlist(member);
    const user = userEvent.setup();
    await screen.findByText('3 books you want to read next, newest first.');

    const answer = gateway.hold('RemoveFromAccountWishlist');
    await user.click(removeButton(BUDDHAS_ORPHANS.title));
    // Not yet sent to the server: the screen already shows the list without it.
    expect(shownTitles()).toEqual([HOME_AND_WORLD.title, MUNA_MADAN.title]);
    expect(screen.getByText('2 books you want to read next, newest first.')).toBeTruthy();
    expect(await serverWishlist(member)).toEqual([HOME_AND_WORLD.id, BUDDHAS_ORPHANS.id, MUNA_MADAN.id]);
    answer();

    expect(await screen.findByText("Buddha's Orphans removed from your wishlist")).toBeTruthy();
    expect(shownTitles()).toEqual([HOME_AND_WORLD.title, MUNA_MADAN.title]);
    expect(screen.getByText('2 books you want to read next, newest first.')).toBeTruthy();
    expect(await serverWishlist(member)).toEqual([HOME_AND_WORLD.id, MUNA_MADAN.id]);
  });

  it('removing the last book, already removed in another tab, shows the empty wishlist at once and after', async () => {
    const member = await memberWishing(MUNA_MADAN);
    const gateway = openWishlist(member);
    const user = userEvent.setup();
    await screen.findByText('1 book you want to read next, newest first.');
    await removeElsewhere(member, MUNA_MADAN.id);

    const answer = gateway.hold('RemoveFromAccountWishlist');
    await user.click(removeButton(MUNA_MADAN.title));
    expect(screen.getByText('Your wishlist is empty')).toBeTruthy();
    expect(shownTitles()).toEqual([]);
    answer();

    // Removing what is already gone is no error (REST's removal is idempotent).
    expect(await screen.findByText('Muna Madan removed from your wishlist')).toBeTruthy();
    expect(screen.queryByText('Failed to remove from wishlist')).toBeNull();
    expect(screen.getByText('Your wishlist is empty')).toBeTruthy();
    expect(shownTitles()).toEqual([]);
    expect(await serverWishlist(member)).toEqual([]);
  });

  it('a removal the server refuses puts the book back where it was, with the failure toast', async () => {
    const member = await memberWishing(MUNA_MADAN, BUDDHAS_ORPHANS, HOME_AND_WORLD);
    const gateway = openWishlist(member);
    const user = userEvent.setup();
    await screen.findByText('3 books you want to read next, newest first.');
    // The password changed in another tab: this tab's token is no longer accepted (UNAUTHENTICATED).
    // (The app's own client then also signs the member out, lib/apollo.ts; the screen's part is tested here.)
    await graph(
      'mutation { changePassword(currentPassword: "correct horse battery", newPassword: "another horse battery") { token } }',
      {},
      member.token,
    );

    const answer = gateway.hold('RemoveFromAccountWishlist');
    await user.click(removeButton(BUDDHAS_ORPHANS.title));
    expect(shownTitles()).toEqual([HOME_AND_WORLD.title, MUNA_MADAN.title]);
    answer();

    expect(await screen.findByText('Failed to remove from wishlist')).toBeTruthy();
    await waitFor(() => expect(shownTitles()).toEqual([HOME_AND_WORLD.title, BUDDHAS_ORPHANS.title, MUNA_MADAN.title]));
    expect(screen.getByText('3 books you want to read next, newest first.')).toBeTruthy();
    expect(screen.queryByText("Buddha's Orphans removed from your wishlist")).toBeNull();
    expect(within(screen.getByRole('article', { name: BUDDHAS_ORPHANS.title })).getByText('Rs 1,360.00')).toBeTruthy();
  });

  it('an empty wishlist says so and leads to the shop', async () => {
    const gateway = await openWishlistAnsweredLate(await newMember('Hari'));

    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByText("Tap 'Add to Wishlist' on any book to keep it here for later.")).toBeTruthy();
    expect(screen.getByText('Books you want to read next.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Books' }).getAttribute('href')).toBe('/books');
    expect(shownTitles()).toEqual([]);
    expect(gateway.sent).toEqual(['AccountWishlist', 'HeaderCartCount']);
  });

  // The loader asks network-only and the screen reads cache-first (lib/routeData.ts): reading
  // cache-and-network, the screen would ask again whenever its code is slower than the answer.
  it("asks for the wishlist once even when the screen's code arrives after the loader's answer", async () => {
    signIn(await newMember('Ram'));
    const gateway = createTestClient();
    let arrive!: () => void;
    const code = new Promise<ComponentType>((resolve) => (arrive = () => resolve(WishlistPage)));
    renderRoutes(
      [{ ...routes[0]!, Component: undefined, lazy: async () => ({ Component: await code }) }],
      '/account/wishlist',
      gateway.client,
    );
    await expect.poll(() => gateway.client.readQuery({ query: AccountWishlistQuery })).toBeTruthy();
    arrive();

    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    // Time for a second request to leave, if the screen sends one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gateway.sent.filter((name) => name === 'AccountWishlist')).toEqual(['AccountWishlist']);
  });
});
