/**
 * The cart route against the real gateway and REST (SPEC §2 'Cart', §4, §5, §8, §9): its query
 * leaves with the route, the lines and totals are the server's, quantity, type and removal change
 * at once and stay as the server answers, a refused change rolls back with SPEC's text, and
 * 'Proceed to Checkout' takes the selected lines on to /checkout (which places the order).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { provideApolloClient } from '../../lib/lazyApollo';
import { routeLoader } from '../../lib/routeData';
import { formattersFor } from '../../i18n/format';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../testing/gateway';
import { deliver, rentPrinted, staffToken } from '../../testing/rentals';
import { renderRoutes } from '../../testing/renderRoutes';
import { CartPage } from './CartPage';

interface StockedBook {
  id: string;
  title: string;
  price: string;
  stock: number;
}

/**
 * Printed books in stock (shipped, so the Rs 100 fee applies), one title each. Each test takes its
 * own slice: an order reserves copies, so no two tests share a book.
 */
async function printedBooks(): Promise<StockedBook[]> {
  const { books } = await graph<{ books: { items: StockedBook[] } }>(
    '{ books(filter: { formats: ["Paperback", "Hardcover"] }, pageSize: 60) { items { id title price stock } } }',
  );
  const titles = books.items.map((b) => b.title);
  return books.items.filter((b) => b.stock >= 5 && titles.indexOf(b.title) === titles.lastIndexOf(b.title));
}

async function addToCart(member: TestMember, book: StockedBook, quantity = 1): Promise<string> {
  const { addToCart } = await graph<{ addToCart: { id: string } }>(
    'mutation ($id: ID!, $q: Int!) { addToCart(bookId: $id, quantity: $q) { id } }',
    { id: book.id, q: quantity },
    member.token,
  );
  return addToCart.id;
}

interface ServerLine {
  id: string;
  quantity: number;
  purchaseType: string;
  rentalPeriod: string | null;
  book: { id: string };
}
const serverCart = async (member: TestMember) =>
  (
    await graph<{ cart: { items: ServerLine[] } }>(
      '{ cart { items { id quantity purchaseType rentalPeriod book { id } } } }',
      {},
      member.token,
    )
  ).cart.items;

/** A printed Rs 500 book in stock: renting it for 30 days costs Rs 150 (SPEC §9). */
async function rs500Book(): Promise<StockedBook> {
  const { books } = await graph<{ books: { items: StockedBook[] } }>(
    '{ books(filter: { formats: ["Paperback", "Hardcover"], minPrice: "500", maxPrice: "500" }) { items { id title price stock } } }',
  );
  const titles = books.items.map((b) => b.title);
  const book = books.items.find((b) => b.stock >= 2 && titles.indexOf(b.title) === titles.lastIndexOf(b.title));
  if (book?.price !== '500.00') throw new Error('no Rs 500 printed book in stock');
  return book;
}

const rentFor30Days = (member: TestMember, book: StockedBook) =>
  graph(
    'mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { id } }',
    { id: book.id },
    member.token,
  );

/** What a rent line says of its fee, deposit and refund to come. */
const rentalMoneyOf = (row: HTMLElement) => within(row).queryByTestId('rental-money')?.textContent ?? null;

/** An amount as SPEC §9 shows it, worked out here in paisa: 'Rs 1,23,456.00' (Indian grouping). */
function rs(...amounts: (string | number)[]): string {
  const paisa = amounts.reduce<number>((sum, a) => sum + Math.round(Number(a) * 100), 0);
  const [whole, fraction] = (paisa / 100).toFixed(2).split('.') as [string, string];
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `Rs ${grouped}.${fraction}`;
}
const times = (price: string, quantity: number) => ((Math.round(Number(price) * 100) * quantity) / 100).toFixed(2);

/** The titles of the table's lines, top to bottom. */
const bookTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]!.querySelector('a')!.textContent);
/** The table row of a book, by its title link. */
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
/** A row's quantity box and line total (columns: select, cover, book, language, type, period, price, quantity, total, remove). */
const quantityOf = (title: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `Quantity of ${title}` }).value;
const lineTotalOf = (title: string) => rowOf(title).querySelectorAll('td')[8]!.textContent;
/** What the order summary says for Subtotal, Shipping or Total. */
function summary(label: 'Subtotal' | 'Shipping' | 'Total'): string | null {
  const card = screen.getByRole('heading', { name: 'Order Summary' }).parentElement!;
  return within(card).getByText(label).nextElementSibling!.textContent;
}

function CheckoutStub() {
  return <p>Checkout of {useLocation().search}</p>;
}
const routes: RouteObject[] = [
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutStub /> },
  { path: '/books', element: <p>Book Shop</p> },
];

async function openCart(member: TestMember) {
  signIn(member);
  const gateway = createTestClient();
  const view = renderRoutes(routes, '/cart', gateway.client);
  await screen.findByRole('heading', { name: 'Order Summary' });
  return { gateway, ...view, user: userEvent.setup() };
}

describe('cart route', () => {
  it("sends the cart's query while the screen's code is still loading, and shows the server's lines and totals", async () => {
    const [a, b] = await printedBooks();
    const member = await newMember('Kiran');
    await addToCart(member, a!, 2);
    await addToCart(member, b!, 1);
    signIn(member);
    const gateway = createTestClient();
    provideApolloClient(gateway.client);
    let arrive!: () => void;
    const code = new Promise<ComponentType>((resolve) => (arrive = () => resolve(CartPage)));
    const route: RouteObject = {
      path: '/cart',
      loader: routeLoader(
        () => import('./CartPage.data'),
        () => true,
      ),
      HydrateFallback: () => null,
      lazy: async () => ({ Component: await code }),
    };
    renderRoutes([route], '/cart', gateway.client);

    await expect.poll(() => gateway.sent).toEqual(['CartPage', 'HeaderCartCount']);
    expect(screen.queryByRole('heading', { name: 'Your Shopping Cart' })).toBeNull();
    arrive();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeTruthy();
    // The table once the screen knows its width (drawn as cards until then, as on a phone).
    await screen.findByRole('table');
    // The lines oldest first, each with its quantity and the server's line total.
    expect(bookTitles()).toEqual([a!.title, b!.title]);
    expect(quantityOf(a!.title)).toBe('2');
    expect(quantityOf(b!.title)).toBe('1');
    expect(lineTotalOf(a!.title)).toBe(rs(times(a!.price, 2)));
    expect(lineTotalOf(b!.title)).toBe(rs(b!.price));
    // Lines start selected (issue 16): the summary counts both, plus the flat Rs 100 for printed books.
    expect(summary('Subtotal')).toBe(rs(times(a!.price, 2), b!.price));
    expect(summary('Shipping')).toBe('Rs 100.00');
    expect(summary('Total')).toBe(rs(times(a!.price, 2), b!.price, 100));
    // The screen read the loader's answer: no second request for the cart.
    expect(gateway.sent).toEqual(['CartPage', 'HeaderCartCount']);
  });

  it("an empty cart says so, with 'Continue Shopping' to /books", async () => {
    signIn(await newMember('Sunita'));
    const gateway = createTestClient();
    const { router } = renderRoutes(routes, '/cart', gateway.client);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order Summary' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(await screen.findByText('Book Shop')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/books');
  });

  it('a new quantity shows at once, with its line total and summary, and is what the server keeps', async () => {
    const [, , a, b] = await printedBooks();
    const member = await newMember('Ramesh');
    await addToCart(member, a!, 2);
    await addToCart(member, b!, 1);
    const { gateway, user } = await openCart(member);

    const answer = gateway.hold('UpdateCartItem');
    await user.click(within(rowOf(a!.title)).getByRole('button', { name: 'Increase quantity' }));
    // Before the server has it: the screen already shows 3 copies and their price.
    await waitFor(() => expect(quantityOf(a!.title)).toBe('3'));
    expect(lineTotalOf(a!.title)).toBe(rs(times(a!.price, 3)));
    expect(summary('Subtotal')).toBe(rs(times(a!.price, 3), b!.price));
    expect(summary('Total')).toBe(rs(times(a!.price, 3), b!.price, 100));
    expect((await serverCart(member)).find((l) => l.book.id === a!.id)?.quantity).toBe(2);
    answer();

    await waitFor(async () => expect((await serverCart(member)).find((l) => l.book.id === a!.id)?.quantity).toBe(3));
    expect(quantityOf(a!.title)).toBe('3');
    expect(lineTotalOf(a!.title)).toBe(rs(times(a!.price, 3)));
    expect(screen.queryByText('Failed to update quantity. Please try again.')).toBeNull();
  });

  it('a quantity beyond the stock is refused: the line goes back to its quantity and totals, and the screen says so', async () => {
    const [, , , , a] = await printedBooks();
    const member = await newMember('Pema');
    await addToCart(member, a!, a!.stock);
    const { gateway, user } = await openCart(member);
    expect(quantityOf(a!.title)).toBe(String(a!.stock));

    const answer = gateway.hold('UpdateCartItem');
    await user.click(within(rowOf(a!.title)).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(quantityOf(a!.title)).toBe(String(a!.stock + 1)));
    expect(lineTotalOf(a!.title)).toBe(rs(times(a!.price, a!.stock + 1)));
    const before = gateway.sent.length;
    answer();

    expect(await screen.findByText('Failed to update quantity. Please try again.')).toBeTruthy();
    expect(quantityOf(a!.title)).toBe(String(a!.stock));
    expect(lineTotalOf(a!.title)).toBe(rs(times(a!.price, a!.stock)));
    expect(summary('Subtotal')).toBe(rs(times(a!.price, a!.stock)));
    // SPEC §8: then the cart is reloaded; the server never took the change.
    await waitFor(() => expect(gateway.sent.slice(before)).toContain('CartPage'));
    expect((await serverCart(member)).map((l) => l.quantity)).toEqual([a!.stock]);
  });

  it("a removed line leaves with 'Item removed from cart' and the summary without it; the last one leaves the empty cart", async () => {
    const [, , , , , a, b] = await printedBooks();
    const member = await newMember('Tashi');
    await addToCart(member, a!, 1);
    await addToCart(member, b!, 2);
    const { user } = await openCart(member);
    expect(summary('Subtotal')).toBe(rs(a!.price, times(b!.price, 2)));

    await user.click(screen.getByRole('button', { name: `Remove ${a!.title}` }));
    expect(await screen.findByText('Item removed from cart')).toBeTruthy();
    expect(bookTitles()).toEqual([b!.title]);
    expect(quantityOf(b!.title)).toBe('2');
    expect(summary('Subtotal')).toBe(rs(times(b!.price, 2)));
    expect(summary('Total')).toBe(rs(times(b!.price, 2), 100));
    expect((await serverCart(member)).map((l) => l.book.id)).toEqual([b!.id]);

    await user.click(screen.getByRole('button', { name: `Remove ${b!.title}` }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order Summary' })).toBeNull();
    expect(await serverCart(member)).toEqual([]);
  });

  // Apollo ignores an eviction made in the optimistic layer for data of the base cache
  // (apollographql/apollo-client#10289): the screen takes the line out of the cart's list instead.
  it('a removed line leaves at once, before the server answers', async () => {
    const [, , , , , , , , , , , , a, b] = await printedBooks();
    const member = await newMember('Dolma');
    await addToCart(member, a!, 1);
    await addToCart(member, b!, 2);
    const { gateway, user } = await openCart(member);

    const answer = gateway.hold('RemoveCartLine');
    try {
      await user.click(screen.getByRole('button', { name: `Remove ${a!.title}` }));
      await waitFor(() => expect(screen.queryByRole('link', { name: a!.title })).toBeNull(), { timeout: 2000 });
      expect(summary('Subtotal')).toBe(rs(times(b!.price, 2)));
      expect(await serverCart(member)).toHaveLength(2);
    } finally {
      answer();
      await screen.findByText('Item removed from cart');
    }
  });

  it('renting a line forces quantity 1 and 15 days, its total one copy, and the server keeps it so', async () => {
    const [, , , , , , , a] = await printedBooks();
    const member = await newMember('Nima');
    await addToCart(member, a!, 3);
    const { gateway, user } = await openCart(member);
    const row = rowOf(a!.title);
    expect(lineTotalOf(a!.title)).toBe(rs(times(a!.price, 3)));

    const answer = gateway.hold('UpdateCartItem');
    await user.click(within(row).getByRole('combobox', { name: `Buy or rent ${a!.title}` }));
    // Mantine's dropdown stays display: none in jsdom (its transition never runs): the option is
    // picked as a keyboard user would, Down then Enter.
    await user.keyboard('{ArrowDown}{Enter}');
    // At once: one copy, 15 days, the quantity controls off.
    await waitFor(() => expect(quantityOf(a!.title)).toBe('1'));
    expect(within(row).getByRole<HTMLInputElement>('combobox', { name: `Rental period for ${a!.title}` }).value).toBe(
      '15 days',
    );
    expect(lineTotalOf(a!.title)).toBe(rs(a!.price));
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' }).disabled).toBe(true);
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' }).disabled).toBe(true);
    answer();

    await waitFor(async () =>
      expect(await serverCart(member)).toMatchObject([{ quantity: 1, purchaseType: 'RENT', rentalPeriod: 'DAYS_15' }]),
    );
    expect(quantityOf(a!.title)).toBe('1');
    expect(summary('Subtotal')).toBe(rs(a!.price));
    expect(screen.queryByText('Failed to update cart item. Please try again.')).toBeNull();
  });

  it("a rent line shows its fee, deposit and refund; 30 → 45 days shows the new figures at once, and the server's", async () => {
    const book = await rs500Book();
    const member = await newMember('Dawa');
    await rentFor30Days(member, book);
    const { gateway, user } = await openCart(member);
    const row = rowOf(book.title);
    expect(rentalMoneyOf(row)).toBe('Fee Rs 150.00 · Deposit Rs 500.00 · Rs 350.00 back on return');

    const answer = gateway.hold('UpdateCartItem');
    await user.click(within(row).getByRole('combobox', { name: `Rental period for ${book.title}` }));
    await user.keyboard('{ArrowDown}{Enter}');
    // Before the server has it: the book's own figures for 45 days.
    await waitFor(() =>
      expect(rentalMoneyOf(row)).toBe('Fee Rs 250.00 · Deposit Rs 500.00 · Rs 250.00 back on return'),
    );
    expect(lineTotalOf(book.title)).toBe('Rs 500.00');
    expect((await serverCart(member))[0]?.rentalPeriod).toBe('DAYS_30');
    answer();

    await waitFor(async () => expect((await serverCart(member))[0]?.rentalPeriod).toBe('DAYS_45'));
    expect(rentalMoneyOf(row)).toBe('Fee Rs 250.00 · Deposit Rs 500.00 · Rs 250.00 back on return');
    expect(screen.queryByText('Failed to update rental period. Please try again.')).toBeNull();
  });

  it("on a phone, the rent line's card shows the same figures; a bought line shows none", async () => {
    const book = await rs500Book();
    const [, , , , , , , , , , , , bought] = await printedBooks();
    const member = await newMember('Pema');
    await rentFor30Days(member, book);
    await addToCart(member, bought!);
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === '(max-width: 74.99em)' });
    try {
      await openCart(member);
      expect(screen.queryByRole('table')).toBeNull();
      const figures = screen.getAllByTestId('rental-money').map((e) => e.textContent);
      expect(figures).toEqual(['Fee Rs 150.00 · Deposit Rs 500.00 · Rs 350.00 back on return']);
    } finally {
      window.matchMedia = desktop;
    }
  });

  it("'Proceed to Checkout' takes the selected lines to /checkout in its URL, and needs one (SPEC §5's text)", async () => {
    const [, , , , , , , , a, b, c] = await printedBooks();
    const member = await newMember('Laxmi');
    const lineA = await addToCart(member, a!, 1);
    await addToCart(member, b!, 2);
    const lineC = await addToCart(member, c!, 1);
    const { user, router } = await openCart(member);
    await screen.findByRole('table');

    // Unticked, a line no longer counts and does not go on to checkout.
    await user.click(screen.getByRole('checkbox', { name: `Select ${b!.title}` }));
    expect(summary('Subtotal')).toBe(rs(a!.price, c!.price));
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect((await screen.findByText(/^Checkout of /)).textContent).toBe(`Checkout of ?items=${lineA},${lineC}`);
    expect(router.state.location.pathname).toBe('/checkout');
    // Nothing was ordered: the address, the payment and Place Order are the checkout's.
    const { orders } = await graph<{ orders: { totalCount: number } }>('{ orders { totalCount } }', {}, member.token);
    expect(orders.totalCount).toBe(0);
    expect(await serverCart(member)).toHaveLength(3);

    // With every line unticked there is nothing to check out.
    await router.navigate('/cart');
    await screen.findByRole('heading', { name: 'Order Summary' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all items' }));
    expect(summary('Subtotal')).toBe('Rs 0.00');
    expect(summary('Shipping')).toBe('Rs 0.00');
    expect(summary('Total')).toBe('Rs 0.00');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select at least one item to checkout');
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('a book bought within five days of returning its rental costs 5% less, and the line says why and until when', async () => {
    const member = await newMember('Bina');
    const { book, order } = await rentPrinted(member);
    await deliver(order);
    const { rentals } = await graph<{ rentals: { items: { rental: { id: string } }[] } }>(
      '{ rentals { items { rental { id } } } }',
      {},
      member.token,
    );
    const { staffReturnRental } = await graph<{ staffReturnRental: { copy: { rental: { endedAt: string } } } }>(
      'mutation ($id: ID!) { staffReturnRental(id: $id, damaged: false) { copy { rental { endedAt } } } }',
      { id: rentals.items[0]!.rental.id },
      await staffToken(),
    );
    const { price } = (
      await graph<{ book: { price: string } }>('query ($id: ID!) { book(id: $id) { price } }', { id: book.id })
    ).book;
    await addToCart(member, { ...book, price }, 1);

    await openCart(member);
    const row = rowOf(book.title);
    const until = new Date(new Date(staffReturnRental.copy.rental.endedAt).getTime() + 5 * 24 * 60 * 60 * 1000);
    expect(within(row).getByTestId('rebuy-discount').textContent).toBe(
      `5% off until ${formattersFor('en').date(until.toISOString())}: you rented this book`,
    );
    // The price less 5% of it, rounded half up to the paisa.
    const paisa = Math.round(Number(price) * 100);
    expect(lineTotalOf(book.title)).toBe(rs((paisa - Math.round((paisa * 5) / 100)) / 100));
  });
});
