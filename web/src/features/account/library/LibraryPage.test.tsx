/**
 * My library /account/library (issue 35) as routes.tsx wires it, against the real gateway: an
 * empty library says so and leads to the shop; an eBook bought (no address, paid in the Khalti
 * sandbox) is listed as bought with its Download button, which fetches the file with the member's
 * token and hands the browser the sample PDF.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { routeLoader } from '../../../lib/routeData';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../../testing/gateway';
import { renderRoutes } from '../../../testing/renderRoutes';
import { attachmentName } from './downloadFile';
import { LibraryPage } from './LibraryPage';

const routes: RouteObject[] = [
  {
    path: '/account/library',
    loader: routeLoader(
      () => import('./LibraryPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: LibraryPage,
  },
];

function openLibrary(member: TestMember) {
  signIn(member);
  const gateway = createTestClient();
  renderRoutes(routes, '/account/library', gateway.client);
  return gateway;
}

/** A seeded eBook in stock. */
async function someEbook(): Promise<{ id: string; title: string }> {
  const { books } = await graph<{ books: { items: { id: string; title: string; stock: number }[] } }>(
    '{ books(page: 4, filter: { formats: ["eBook"], ordering: TITLE_ASC }) { items { id title stock } } }',
  );
  return books.items.find((b) => b.stock > 3)!;
}

/** The member buys the book with no address and pays in the Khalti sandbox. */
async function buy(member: TestMember, bookId: string) {
  const { addToCart } = await graph<{ addToCart: { id: string } }>(
    'mutation ($id: ID!) { addToCart(bookId: $id) { id } }',
    { id: bookId },
    member.token,
  );
  const { createOrder } = await graph<{ createOrder: { id: string } }>(
    'mutation ($i: [ID!]!) { createOrder(itemIds: $i) { id } }',
    { i: [addToCart.id] },
    member.token,
  );
  const { createPayment } = await graph<{ createPayment: { paymentUrl: string; pidx: string } }>(
    'mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }',
    { id: createOrder.id },
    member.token,
  );
  const paid = await fetch(new URL('pay', createPayment.paymentUrl), {
    method: 'POST',
    body: new URLSearchParams({
      pidx: createPayment.pidx,
      khalti_id: '9800000000',
      mpin: '1111',
      otp: '987654',
      action: 'pay',
    }),
    redirect: 'manual',
  });
  await graph(
    'mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success } }',
    { q: new URL(paid.headers.get('location')!).search },
    member.token,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('My library', () => {
  it('an empty library says so and leads to the books', async () => {
    openLibrary(await newMember('Sita'));
    expect(await screen.findByText('No eBooks or audiobooks yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Books' }).getAttribute('href')).toBe('/books');
  });

  it('a bought eBook is listed with its Download button, which saves the file fetched with the member’s token', async () => {
    const member = await newMember('Gita');
    const book = await someEbook();
    await buy(member, book.id);

    // The gateway's download route, reached from the test's window as the app's origin would.
    const realFetch = globalThis.fetch;
    const seen: { url: string; authorization: string | null }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input);
      if (!url.startsWith('/library/')) return realFetch(input, init);
      const authorization = new Headers(init?.headers).get('authorization');
      seen.push({ url, authorization });
      return realFetch(`${new URL(inject('gatewayUrl')).origin}${url}`, init);
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:library';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    openLibrary(member);
    const row = await screen.findByRole('article', { name: book.title });
    expect(within(row).getByText('Bought: yours to keep')).toBeTruthy();
    expect(within(row).getByText('eBook')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: `Download ${book.title}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(seen).toEqual([
      { url: expect.stringMatching(/^\/library\/download\//), authorization: `Bearer ${member.token}` },
    ]);
    const text = await saved[0]!.text();
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Sample');
    expect(await screen.findByText(`${book.title} downloaded`)).toBeTruthy();
  });

  it('reads the file name REST gives, the UTF-8 one first', () => {
    expect(attachmentName(`attachment; filename="A _.pdf"; filename*=UTF-8''A%20%E0%A4%95.pdf`, 'x')).toBe('A क.pdf');
    expect(attachmentName('attachment; filename="Plain.pdf"', 'x')).toBe('Plain.pdf');
    expect(attachmentName(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});
