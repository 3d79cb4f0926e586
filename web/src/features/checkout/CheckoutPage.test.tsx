/**
 * Billing /checkout against the real gateway (SPEC §2 'Billing'): allowed only when the member's
 * cart is non-empty, otherwise it redirects to /cart; with lines it is the static preview SPEC
 * describes, whose Place Order does nothing (orders are placed from the cart).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { CheckoutPage } from './CheckoutPage';

const routes: RouteObject[] = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/cart', element: <p>Cart screen</p> },
  { path: '/home', element: <p>Home</p> },
];

async function withOneLine(member: TestMember): Promise<void> {
  const { books } = await graph<{ books: { items: { id: string; stock: number }[] } }>(
    '{ books(filter: { formats: ["Paperback"] }, page: 2) { items { id stock } } }',
  );
  const book = books.items.find((b) => b.stock > 0)!;
  await graph('mutation ($id: ID!) { addToCart(bookId: $id) { id } }', { id: book.id }, member.token);
}

const ordersOf = async (member: TestMember) =>
  (await graph<{ orders: { items: { id: string }[] } }>('{ orders { items { id } } }', {}, member.token)).orders.items;

describe('checkout route', () => {
  it('an empty cart is sent to /cart, replacing /checkout in the history', async () => {
    const member = await newMember('Anil');
    signIn(member);
    const gateway = createTestClient();
    const { router } = renderRoutes(
      [{ path: '/home', element: <p>Home</p> }, ...routes.filter((r) => r.path !== '/home')],
      '/home',
      gateway.client,
    );
    await screen.findByText('Home');
    await router.navigate('/checkout');

    expect(await screen.findByText('Cart screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Billing details' })).toBeNull();
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.historyAction).toBe('REPLACE');
    // The cart count decided it: one question, no form drawn in between.
    expect(gateway.sent).toEqual(['HeaderCartCount']);
    // Back goes to where the member was, not to /checkout (which would send them on to /cart again).
    await router.navigate(-1);
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it("with a line in the cart, shows SPEC's billing preview with its sample summary and payment options", async () => {
    const member = await newMember('Binita');
    await withOneLine(member);
    signIn(member);
    const gateway = createTestClient();
    const { router } = renderRoutes(routes, '/checkout', gateway.client);

    expect(await screen.findByRole('heading', { level: 1, name: 'Billing details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(
      screen.getByText(
        'This page is a preview. Place your order from the cart: choose the books and an address, then pay with Khalti.',
      ),
    ).toBeTruthy();
    for (const label of ['First name', 'Last name', 'Street address', 'Town / City', 'ZIP code', 'Phone', 'Email'])
      expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Country' }).value).toBe('Nepal');
    expect(screen.getByRole('textbox', { name: 'Order notes (optional)' })).toBeTruthy();

    const summary = screen.getByRole('heading', { name: 'Your order' }).parentElement!;
    const amount = (label: string) => within(summary).getByText(label).nextElementSibling!.textContent;
    expect(amount('Sample book one')).toBe('Rs 500.00');
    expect(amount('Sample book two')).toBe('Rs 750.00');
    expect(amount('Subtotal')).toBe('Rs 1,250.00');
    expect(amount('Shipping')).toBe('Rs 100.00');
    expect(amount('Coupon')).toBe('Rs 0.00');
    expect(amount('Discount')).toBe('Rs 0.00');
    expect(amount('Total')).toBe('Rs 1,350.00');

    const options = within(screen.getByRole('radiogroup', { name: 'Payment' })).getAllByRole<HTMLInputElement>('radio');
    expect(options.map((o) => o.labels![0]!.textContent)).toEqual([
      'Direct bank transfer',
      'Check payments',
      'Cash on delivery',
      'PayPal',
    ]);
    expect(options.map((o) => o.checked)).toEqual([true, false, false, false]);
  });

  it('Place Order does nothing: it is disabled, says where orders are placed, and no order is made', async () => {
    const member = await newMember('Chandra');
    await withOneLine(member);
    signIn(member);
    const gateway = createTestClient();
    const { router } = renderRoutes(routes, '/checkout', gateway.client);

    const place = await screen.findByRole<HTMLButtonElement>('button', { name: 'Place Order' });
    expect(place.disabled).toBe(true);
    expect(place.title).toBe('Orders are placed from the cart');
    await userEvent.setup().dblClick(place);

    await waitFor(() => expect(gateway.sent).toEqual(['HeaderCartCount']));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(await ordersOf(member)).toEqual([]);
  });
});
