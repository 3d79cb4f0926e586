/**
 * The header's cart count against the real gateway: Add to Cart's own answer carries the count
 * (no other request), and an answer that left before Add to Cart and arrives after it (a slow phone
 * network, a re-read after the live socket reconnected) must not put the old count back.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HeaderCartCount } from '../../lib/headerCartCount';
import { createTestClient, graph, newMember, signIn } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { AddToCartButton } from '../AddToCartButton';
import { CartButton } from './CartButton';

async function stockedBookId(): Promise<string> {
  const { books } = await graph<{ books: { items: { id: string; stock: number }[] } }>(
    '{ books(page: 3) { items { id stock } } }',
  );
  return books.items.sort((a, b) => b.stock - a.stock)[0]!.id;
}

const cartCount = async (token: string) =>
  (await graph<{ cart: { count: number } }>('{ cart { count } }', {}, token)).cart.count;

const headerSays = (count: number) => screen.findByRole('link', { name: `Cart, ${count} items` });

function addToCartScreen(bookId: string) {
  return [
    {
      element: (
        <>
          <CartButton />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <AddToCartButton bookId={bookId} inCart={false} inStock /> },
        { path: '/cart', element: <p>Cart screen</p> },
      ],
    },
  ];
}

describe('header cart count', () => {
  it("comes from Add to Cart's own answer: the add is the only request", async () => {
    const member = await newMember('Pema');
    const bookId = await stockedBookId();
    signIn(member);
    const gateway = createTestClient();
    renderRoutes(addToCartScreen(bookId), '/', gateway.client);
    await waitFor(() => expect(gateway.client.cache.readQuery({ query: HeaderCartCount })?.cart.count).toBe(0));
    await headerSays(0);

    const sentBefore = gateway.sent.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Cart screen')).toBeTruthy();
    expect(await headerSays(1)).toBeTruthy();
    expect(await cartCount(member.token)).toBe(1);
    // Anything else the add would have set off (a count asked again) has had its time to leave.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.sent.slice(sentBefore)).toEqual(['AddToCart']);
    expect(screen.getByRole('link', { name: 'Cart, 1 items' })).toBeTruthy();
  });

  it('a count read before Add to Cart but answered after it does not have the last word', async () => {
    const member = await newMember('Dawa');
    const bookId = await stockedBookId();
    signIn(member);
    const gateway = createTestClient();
    renderRoutes(addToCartScreen(bookId), '/', gateway.client);
    // The count is known (0), not only drawn as 0 before it came.
    await waitFor(() => expect(gateway.client.cache.readQuery({ query: HeaderCartCount })?.cart.count).toBe(0));
    await headerSays(0);

    // The header reads its count again (as after the live socket reconnects); the server answers 0
    // at once, but the answer reaches the browser only after the add has been answered.
    const lateAnswer = gateway.holdAnswer('HeaderCartCount');
    const sentBefore = gateway.sent.length;
    const reread = gateway.client.refetchQueries({ include: 'active' });
    await waitFor(() => expect(gateway.sent.slice(sentBefore)).toContain('HeaderCartCount'));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Cart screen')).toBeTruthy();
    expect(await cartCount(member.token)).toBe(1);

    lateAnswer();
    await reread;
    // The late 0 was not written: the count was asked again, and the header says 1.
    expect(await headerSays(1)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cart, 0 items' })).toBeNull();
    expect(gateway.sent.slice(sentBefore).filter((name) => name === 'HeaderCartCount')).toHaveLength(2);
  });
});
