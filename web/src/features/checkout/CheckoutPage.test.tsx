/**
 * Billing /checkout against the real gateway and REST (SPEC §2 'Billing', §9; issue 34 item 6):
 * the cart's chosen lines (from the URL) with their totals, the member's addresses with the
 * default chosen, Khalti, eSewa or cash on delivery, order notes, and Place Order, which makes
 * one order however often it is pressed and goes on to payment, or to the order for cash on
 * delivery. A refusal shows the server's words and loses nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams, useSearchParams, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OrderPage } from '../orders';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { CheckoutPage } from './CheckoutPage';

interface StockedBook {
  id: string;
  title: string;
  price: string;
  stock: number;
}

/** Books in stock of these formats, one title each; each test takes its own slice. */
async function booksOf(formats: string[]): Promise<StockedBook[]> {
  const { books } = await graph<{ books: { items: StockedBook[] } }>(
    'query ($formats: [String!]) { books(filter: { formats: $formats }, page: 2, pageSize: 60) { items { id title price stock } } }',
    { formats },
  );
  const titles = books.items.map((b) => b.title);
  return books.items.filter((b) => b.stock >= 5 && titles.indexOf(b.title) === titles.lastIndexOf(b.title));
}
const printedBooks = () => booksOf(['Paperback', 'Hardcover']);

async function addToCart(member: TestMember, book: StockedBook, quantity = 1): Promise<string> {
  const { addToCart } = await graph<{ addToCart: { id: string } }>(
    'mutation ($id: ID!, $q: Int!) { addToCart(bookId: $id, quantity: $q) { id } }',
    { id: book.id, q: quantity },
    member.token,
  );
  return addToCart.id;
}

async function addAddress(
  member: TestMember,
  input: { addressName: string; addressLine1: string; city: string; district: string; isDefault?: boolean },
): Promise<string> {
  const { createShippingAddress } = await graph<{ createShippingAddress: { id: string } }>(
    'mutation ($input: ShippingAddressInput!) { createShippingAddress(input: $input) { id } }',
    { input: { fullName: `${member.firstName} Sharma`, phone: '9841234567', ...input } },
    member.token,
  );
  return createShippingAddress.id;
}
const lalitpur = (member: TestMember) =>
  addAddress(member, { addressName: 'Home', addressLine1: 'Jhamsikhel 4', city: 'Lalitpur', district: 'Lalitpur' });

interface ServerOrder {
  id: string;
  status: string;
  paymentMethod: string | null;
  notes: string | null;
  totalAmount: string;
  items: { book: { id: string } }[];
}
const ordersOf = async (member: TestMember) =>
  (
    await graph<{ orders: { items: ServerOrder[] } }>(
      '{ orders { items { id status paymentMethod notes totalAmount items { book { id } } } } }',
      {},
      member.token,
    )
  ).orders.items;
const cartOf = async (member: TestMember) =>
  (await graph<{ cart: { items: { id: string }[] } }>('{ cart { items { id } } }', {}, member.token)).cart.items.map(
    (l) => l.id,
  );

/** An amount as SPEC §9 shows it, worked out here in paisa: 'Rs 1,23,456.00' (Indian grouping). */
function rs(...amounts: (string | number)[]): string {
  const paisa = amounts.reduce<number>((sum, a) => sum + Math.round(Number(a) * 100), 0);
  const [whole, fraction] = (paisa / 100).toFixed(2).split('.') as [string, string];
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `Rs ${grouped}.${fraction}`;
}
const times = (price: string, quantity: number) => ((Math.round(Number(price) * 100) * quantity) / 100).toFixed(2);

/** A printed Rs 500 book in stock: renting it for 30 days costs Rs 150 (SPEC §9). */
async function rs500Book(): Promise<StockedBook> {
  const { books } = await graph<{ books: { items: StockedBook[] } }>(
    '{ books(filter: { formats: ["Paperback", "Hardcover"], minPrice: "500", maxPrice: "500" }) { items { id title price stock } } }',
  );
  const titles = books.items.map((b) => b.title);
  const book = books.items.find((b) => b.stock >= 5 && titles.indexOf(b.title) === titles.lastIndexOf(b.title));
  if (book?.price !== '500.00') throw new Error('no Rs 500 printed book in stock');
  return book;
}

/** The order card ('Your order'): a line's amount by its book's title, or Subtotal, Shipping, Total. */
const summaryCard = () => screen.getByRole('heading', { name: 'Your order' }).parentElement!;
const lineAmount = (title: string) =>
  within(summaryCard()).getByText(title).closest('li')!.lastElementChild!.textContent;
const amount = (label: 'Subtotal' | 'Shipping' | 'Total' | 'Deposits' | 'Rental fees' | 'Refunded on return') =>
  within(summaryCard()).getByText(label).nextElementSibling!.textContent;
const summaryTitles = () =>
  within(summaryCard())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.mantine-Text-root')!.textContent);

function PaymentStub() {
  return (
    <p>
      Payment for {useParams().orderId} with {useSearchParams()[0].get('provider')}
    </p>
  );
}
const routes: RouteObject[] = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/cart', element: <p>Cart screen</p> },
  { path: '/home', element: <p>Home</p> },
  { path: '/payment/:orderId', element: <PaymentStub /> },
  { path: '/orders/:id', element: <OrderPage /> },
];

async function openCheckout(member: TestMember, lineIds: string[]) {
  signIn(member);
  const gateway = createTestClient();
  const view = renderRoutes(routes, `/checkout?items=${lineIds.join(',')}`, gateway.client);
  await screen.findByRole('heading', { level: 1, name: 'Billing details' });
  return { gateway, ...view, user: userEvent.setup() };
}
const placeOrder = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order' });
const paymentChoice = (name: RegExp) =>
  within(screen.getByRole('radiogroup', { name: 'Payment method' })).getByRole('radio', { name });

describe('checkout route', () => {
  it('an empty cart is sent to /cart, replacing /checkout in the history', async () => {
    const member = await newMember('Anil');
    signIn(member);
    const gateway = createTestClient();
    const { router } = renderRoutes(routes, '/home', gateway.client);
    await screen.findByText('Home');
    await router.navigate('/checkout?items=1');

    expect(await screen.findByText('Cart screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Billing details' })).toBeNull();
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it('without chosen lines, or with lines no longer in the cart, says there is nothing to check out and leads back to the cart', async () => {
    const [book] = await printedBooks();
    const member = await newMember('Binod');
    const line = await addToCart(member, book!);
    signIn(member);
    const gateway = createTestClient();
    const { router } = renderRoutes(routes, '/checkout', gateway.client);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to check out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    await router.navigate(`/checkout?items=${Number(line) + 100000}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to check out' })).toBeTruthy();
    expect(screen.queryByText(book!.title)).toBeNull();

    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Back to cart' })[0]!);
    expect(await screen.findByText('Cart screen')).toBeTruthy();
    expect(await cartOf(member)).toEqual([line]);
    expect(await ordersOf(member)).toEqual([]);
  });

  it("shows the chosen lines with the server's totals (Rs 100 shipping only with a printed book), the default address and the payment methods", async () => {
    const [, a, b, c] = await printedBooks();
    const [download] = await booksOf(['eBook']);
    const member = await newMember('Kiran');
    const lineA = await addToCart(member, a!, 2);
    const lineB = await addToCart(member, b!, 1);
    await addToCart(member, c!, 1);
    const lineE = await addToCart(member, download!, 1);
    await addAddress(member, {
      addressName: 'Office',
      addressLine1: 'Durbar Marg 2',
      city: 'Kathmandu',
      district: 'Kathmandu',
    });
    await addAddress(member, {
      addressName: 'Home',
      addressLine1: 'Lakeside 6',
      city: 'Pokhara',
      district: 'Kaski',
      isDefault: true,
    });
    const { router, user } = await openCheckout(member, [lineA, lineB]);

    // Only the chosen lines, each with its server line total; c stays in the cart, unlisted.
    expect(summaryTitles()).toEqual([a!.title, b!.title]);
    expect(lineAmount(a!.title)).toBe(rs(times(a!.price, 2)));
    expect(lineAmount(b!.title)).toBe(rs(b!.price));
    expect(within(summaryCard()).queryByText(c!.title)).toBeNull();
    expect(amount('Subtotal')).toBe(rs(times(a!.price, 2), b!.price));
    expect(amount('Shipping')).toBe('Rs 100.00');
    expect(amount('Total')).toBe(rs(times(a!.price, 2), b!.price, 100));

    // The default address is chosen; the other can be.
    const addresses = within(screen.getByRole('radiogroup', { name: 'Shipping address' })).getAllByRole('radio');
    expect(addresses.map((r) => [r.textContent!.slice(0, 6), r.getAttribute('aria-checked')])).toEqual([
      ['HomeDe', 'true'],
      ['Office', 'false'],
    ]);
    // Khalti, eSewa and cash on delivery, Khalti first and chosen; the arrow key moves the choice.
    const methods = within(screen.getByRole('radiogroup', { name: 'Payment method' })).getAllByRole('radio');
    expect(methods.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(methods.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Khalti wallet'),
      expect.stringContaining('eSewa wallet'),
      expect.stringContaining('Cash on delivery'),
    ]);
    methods[0]!.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(methods.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']));
    expect(screen.getByRole('textbox', { name: 'Order notes (optional)' })).toBeTruthy();
    for (const gone of ['Sample book one', 'PayPal', 'Direct bank transfer', 'Check payments'])
      expect(screen.queryByText(gone)).toBeNull();

    // A download alone ships free.
    await router.navigate(`/checkout?items=${lineE}`);
    await waitFor(() => expect(summaryTitles()).toEqual([download!.title]));
    expect(amount('Shipping')).toBe('Rs 0.00');
    expect(amount('Total')).toBe(rs(download!.price));
  });

  it('cash on delivery: Place Order lands on the order page, Confirmed, with the notes kept; the lines leave the cart', async () => {
    const [, , , , , , a, b] = await printedBooks();
    const member = await newMember('Sunita');
    const lineA = await addToCart(member, a!, 1);
    const lineB = await addToCart(member, b!, 1);
    await lalitpur(member);
    const { router, user } = await openCheckout(member, [lineA]);

    await user.click(paymentChoice(/Cash on delivery/));
    expect(
      within(summaryCard()).getByText(`You pay the courier ${rs(a!.price, 100)} in cash when the books arrive.`),
    ).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'Order notes (optional)' }),
      'Call before coming.{Enter}Blue gate.',
    );
    await user.click(placeOrder());

    expect(await screen.findByText('Confirmed (cash on delivery)')).toBeTruthy();
    // The order page shows the notes as written, on their two lines.
    expect((await screen.findByText('Your notes')).nextElementSibling!.textContent).toBe(
      'Call before coming.\nBlue gate.',
    );
    const orders = await ordersOf(member);
    expect(orders).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/orders/${orders[0]!.id}`);
    expect(orders[0]).toMatchObject({
      status: 'CONFIRMED',
      paymentMethod: 'CASH_ON_DELIVERY',
      notes: 'Call before coming.\nBlue gate.',
    });
    expect(rs(orders[0]!.totalAmount)).toBe(rs(a!.price, 100));
    expect(orders[0]!.items.map((i) => i.book.id)).toEqual([a!.id]);
    expect(await cartOf(member)).toEqual([lineB]);
  });

  it("with a rented book: Deposits and Refunded on return beside the total, and the order page shows the line's fee, deposit and refund", async () => {
    const rented = await rs500Book();
    const [, , , , , , , , , , , , , , bought] = await printedBooks();
    const member = await newMember('Tashi');
    const { addToCart: rentLine } = await graph<{ addToCart: { id: string } }>(
      'mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { id } }',
      { id: rented.id },
      member.token,
    );
    const buyLine = await addToCart(member, bought!, 1);
    await lalitpur(member);
    const { user } = await openCheckout(member, [rentLine.id, buyLine]);

    expect(amount('Total')).toBe(rs(500, bought!.price, 100));
    expect(amount('Deposits')).toBe('Rs 500.00');
    expect(amount('Rental fees')).toBe('Rs 150.00');
    expect(amount('Refunded on return')).toBe('Rs 350.00');

    await user.click(paymentChoice(/Cash on delivery/));
    await user.click(placeOrder());
    expect(await screen.findByText('Confirmed (cash on delivery)')).toBeTruthy();
    const rentedCard = screen.getByRole('link', { name: rented.title }).closest('.mantine-Card-root')!;
    expect(within(rentedCard as HTMLElement).getByText(/^Fee /).textContent).toBe(
      'Fee Rs 150.00 · Deposit Rs 500.00 · Rs 350.00 back on return',
    );
    const boughtCard = screen.getByRole('link', { name: bought!.title }).closest('.mantine-Card-root')!;
    expect(within(boughtCard as HTMLElement).queryByText(/^Fee /)).toBeNull();
  });

  it('a buy-only order shows no deposits', async () => {
    const [, , , , , , , , , , , , , , , b] = await printedBooks();
    const member = await newMember('Bishnu');
    const line = await addToCart(member, b!, 1);
    await lalitpur(member);
    await openCheckout(member, [line]);
    expect(within(summaryCard()).queryByText('Deposits')).toBeNull();
    expect(within(summaryCard()).queryByText('Rental fees')).toBeNull();
    expect(within(summaryCard()).queryByText('Refunded on return')).toBeNull();
  });

  it('a double click on Place Order places exactly one order, the button disabled while it is placed', async () => {
    const [, , , , , , , , , a, b] = await printedBooks();
    const member = await newMember('Bikash');
    const lineA = await addToCart(member, a!, 2);
    const lineB = await addToCart(member, b!, 1);
    await lalitpur(member);
    const { gateway, user } = await openCheckout(member, [lineA, lineB]);
    const shown = amount('Total');

    const answer = gateway.hold('PlaceOrder');
    await user.dblClick(placeOrder());
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Placing order...' });
    expect(busy.disabled).toBe(true);
    await user.click(busy);
    answer();

    expect(await screen.findByText(/^Payment for /)).toBeTruthy();
    const orders = await ordersOf(member);
    expect(orders).toHaveLength(1);
    expect(rs(orders[0]!.totalAmount)).toBe(shown);
    expect(orders[0]!.items.map((i) => i.book.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(gateway.sent.filter((name) => name === 'PlaceOrder')).toHaveLength(1);
    expect(await cartOf(member)).toEqual([]);
  });

  it('a wallet choice goes on to /payment/{id} with that wallet chosen', async () => {
    const [, , , , , , , , , , , , a] = await printedBooks();
    const member = await newMember('Pema');
    const line = await addToCart(member, a!, 1);
    await lalitpur(member);
    const { router, user } = await openCheckout(member, [line]);

    await user.click(paymentChoice(/eSewa wallet/));
    await user.click(placeOrder());

    const paying = await screen.findByText(/^Payment for /);
    const orders = await ordersOf(member);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'PENDING', paymentMethod: 'ESEWA', notes: null });
    expect(paying.textContent).toBe(`Payment for ${orders[0]!.id} with ESEWA`);
    expect(router.state.location.pathname).toBe(`/payment/${orders[0]!.id}`);
  });

  it("an address outside the delivery districts is flagged and the order refused with the server's words, nothing lost", async () => {
    const [, , , , , , , , , , , , , , a] = await printedBooks();
    const member = await newMember('Gita');
    const line = await addToCart(member, a!, 1);
    await addAddress(member, {
      addressName: 'Parents',
      addressLine1: 'Bharatpur 4',
      city: 'Bharatpur',
      district: 'Chitwan',
    });
    const { router, user } = await openCheckout(member, [line]);

    expect(
      screen.getByText('We do not deliver to Chitwan yet. Choose another address, or edit this one.'),
    ).toBeTruthy();
    await user.click(paymentChoice(/Cash on delivery/));
    await user.type(screen.getByRole('textbox', { name: 'Order notes (optional)' }), 'Leave with the neighbour');
    await user.click(placeOrder());

    const refusal = await screen.findByText(
      'We do not deliver to Chitwan yet. We deliver to Kathmandu, Lalitpur, Bhaktapur and Kaski.',
    );
    expect(within(summaryCard()).getAllByRole('alert')).toEqual([refusal.closest('[role="alert"]')]);
    expect(router.state.location.pathname).toBe('/checkout');
    // Every choice is still there, and the button can be pressed again.
    expect(paymentChoice(/Cash on delivery/).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Order notes (optional)' }).value).toBe(
      'Leave with the neighbour',
    );
    expect(placeOrder().disabled).toBe(false);
    expect(await ordersOf(member)).toEqual([]);
    expect(await cartOf(member)).toEqual([line]);
  });

  it('a new address added here is saved and chosen', async () => {
    const [, , , , , , , , , , , , , , , , a] = await printedBooks();
    const member = await newMember('Nima');
    const line = await addToCart(member, a!, 1);
    const { user } = await openCheckout(member, [line]);
    expect(screen.getByText('You have no saved address yet. Add one to order.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New Shipping Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Shipping Address' });
    const form = within(dialog);
    await user.type(form.getByLabelText(/Address name/), 'Flat');
    await user.type(form.getByLabelText(/Full name/), 'Nima Sherpa');
    await user.type(form.getByLabelText(/Street address/), 'Kupondole 3');
    await user.type(form.getByLabelText(/City/), 'Lalitpur');
    await user.type(form.getByLabelText(/Phone/), '9851234567');
    // Mantine's dropdown stays display: none in jsdom: the district is taken as a keyboard user would.
    const district = form.getByRole<HTMLInputElement>('combobox', { name: /District/ });
    await user.click(district);
    await user.type(district, 'Lalit');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(district.value).toBe('Lalitpur'));
    await user.click(form.getByRole('button', { name: 'Save Address' }));

    const chosen = await screen.findByRole('radio', { name: /Flat/ });
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    expect(chosen.textContent).toContain('Kupondole 3, Lalitpur, Lalitpur');
  });
});
