import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok, type Member } from './client.js';

async function someBooks(n: number, page = 2) {
  const { data } = await ok(
    `query ($p: Int) { books(page: $p, filter: { ordering: TITLE_ASC }) { items { id price stock } } }`,
    { p: page },
  );
  return data.books.items.filter((b: any) => b.stock >= 5).slice(0, n);
}

const CART = `cart { count subtotal items { id quantity purchaseType rentalPeriod rentalDays unitPrice lineTotal book { id inCart } } }`;

async function address(m: Member) {
  const { data } = await ok(
    `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id isDefault } }`,
    {},
    m.token,
  );
  return data.createShippingAddress;
}

describe('Cart, favourites and wishlist through the graph', () => {
  it('adds, edits and removes cart lines; the book reports inCart', async () => {
    const m = await newMember();
    const [a, b] = await someBooks(2);
    const added = await ok(
      `mutation ($id: ID!) { addToCart(bookId: $id, quantity: 2) { id quantity purchaseType book { id inCart cartItem { id } } } }`,
      { id: a.id },
      m.token,
    );
    expect(added.data.addToCart).toMatchObject({ quantity: 2, purchaseType: 'BUY', book: { id: a.id, inCart: true } });
    await ok(`mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT) { id } }`, { id: b.id }, m.token);
    const rent = await ok(
      `mutation ($id: ID!) { updateCartItem(id: $id, rentalPeriod: DAYS_30) { rentalPeriod rentalDays quantity } }`,
      { id: (await ok(`{ ${CART} }`, {}, m.token)).data.cart.items[1].id },
      m.token,
    );
    expect(rent.data.updateCartItem).toEqual({ rentalPeriod: 'DAYS_30', rentalDays: 30, quantity: 1 });
    const { data } = await ok(`{ ${CART} }`, {}, m.token);
    expect(data.cart.count).toBe(2);
    const expected = (Math.round(Number(a.price) * 100) * 2 + Math.round(Number(b.price) * 100)) / 100;
    expect(data.cart.subtotal).toBe(expected.toFixed(2));
    const removed = await ok(
      `mutation ($id: ID!) { removeFromCart(id: $id) { count } }`,
      { id: added.data.addToCart.id },
      m.token,
    );
    expect(removed.data.removeFromCart.count).toBe(1);
  });

  it('refuses quantity 0 before calling REST, and maps out of stock and foreign lines', async () => {
    const m = await newMember();
    const [a] = await someBooks(1);
    const zero = await gql(`mutation ($id: ID!) { addToCart(bookId: $id, quantity: 0) { id } }`, { id: a.id }, m.token);
    expect(codeOf(zero)).toBe('BAD_USER_INPUT');
    expect(zero.restCalls).toEqual([]);
    const { data } = await ok(`{ books(filter: { title: "The Last Copy of Winter" }) { items { id } } }`);
    const out = await gql(
      `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`,
      { id: data.books.items[0].id },
      m.token,
    );
    expect(codeOf(out)).toBe('OUT_OF_STOCK');
    expect(out.errors?.[0]?.message).toBe('Item is out of stock');
    const other = await newMember();
    const line = (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: a.id }, other.token)).data
      .addToCart.id;
    const foreign = await gql(
      `mutation ($id: ID!) { updateCartItem(id: $id, quantity: 3) { id } }`,
      { id: line },
      m.token,
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const guest = await gql(`{ cart { count } }`);
    expect(codeOf(guest)).toBe('UNAUTHENTICATED');
  });

  it('toggles favourites and the wishlist, idempotently', async () => {
    const m = await newMember();
    const [a] = await someBooks(1);
    const fav = await ok(`mutation ($id: ID!) { addFavorite(bookId: $id) { id isFavorite } }`, { id: a.id }, m.token);
    expect(fav.data.addFavorite).toEqual({ id: a.id, isFavorite: true });
    await ok(`mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id: a.id }, m.token);
    const wish = await ok(`mutation ($id: ID!) { addToWishlist(bookId: $id) { inWishlist } }`, { id: a.id }, m.token);
    expect(wish.data.addToWishlist.inWishlist).toBe(true);
    const lists = await ok(
      `{ favorites { id } wishlist { book { id } addedAt } me { wishlistCount favoriteBooks { id } } }`,
      {},
      m.token,
    );
    expect(lists.data.favorites).toEqual([{ id: a.id }]);
    expect(lists.data.wishlist[0].book.id).toBe(a.id);
    expect(lists.data.me.wishlistCount).toBe(1);
    const off = await ok(
      `mutation ($id: ID!) { removeFavorite(bookId: $id) { isFavorite } removeFromWishlist(bookId: $id) { inWishlist } }`,
      { id: a.id },
      m.token,
    );
    expect(off.data).toEqual({ removeFavorite: { isFavorite: false }, removeFromWishlist: { inWishlist: false } });
  });
});

describe('Addresses, orders and a Khalti purchase through the graph', () => {
  it('orders two lines, pays through the sandbox page and verifies: the order is completed', async () => {
    const m = await newMember();
    const [a, b] = await someBooks(2, 3);
    const home = await address(m);
    expect(home.isDefault).toBe(true);
    const lineA = (
      await ok(`mutation ($id: ID!) { addToCart(bookId: $id, quantity: 2) { id } }`, { id: a.id }, m.token)
    ).data.addToCart.id;
    const lineB = (
      await ok(`mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT) { id } }`, { id: b.id }, m.token)
    ).data.addToCart.id;

    const created = await ok(
      `mutation ($items: [ID!]!, $address: ID!) { createOrder(itemIds: $items, shippingAddressId: $address) {
        id shortId status totalAmount subtotal shippingFee shippingAddress { fullName addressName }
        items { quantity purchaseType price book { id } } } }`,
      { items: [lineA, lineB], address: home.id },
      m.token,
    );
    const order = created.data.createOrder;
    const subtotal = Math.round(Number(a.price) * 100) * 2 + Math.round(Number(b.price) * 100);
    expect(order).toMatchObject({ status: 'PENDING', shippingFee: '100.00', subtotal: (subtotal / 100).toFixed(2) });
    expect(order.totalAmount).toBe(((subtotal + 10000) / 100).toFixed(2));
    expect(order.shortId).toBe(order.id.slice(0, 8));
    expect((await ok(`{ cart { count } }`, {}, m.token)).data.cart.count).toBe(0);

    const payment = await ok(
      `mutation ($id: ID!) { createPayment(orderId: $id) { provider paymentUrl pidx } }`,
      { id: order.id },
      m.token,
    );
    const { paymentUrl, pidx } = payment.data.createPayment;
    expect(await (await fetch(paymentUrl)).text()).toContain('Khalti ID');
    const submitted = await fetch(new URL('pay', paymentUrl), {
      method: 'POST',
      body: new URLSearchParams({ pidx, khalti_id: '9800000000', mpin: '1111', otp: '987654', action: 'pay' }),
      redirect: 'manual',
    });
    const back = new URL(submitted.headers.get('location')!);
    expect(back.pathname).toBe('/payments/verify-khalti');

    const verified = await ok(
      `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success status message order { id status isCompleted } } }`,
      { q: back.search },
      m.token,
    );
    expect(verified.data.verifyPayment).toMatchObject({
      success: true,
      status: 'Completed',
      order: { id: order.id, status: 'COMPLETED' },
    });
    const orders = await ok(
      `{ orders { items { id status } } order(id: "${order.id}") { isCompleted completedAt } }`,
      {},
      m.token,
    );
    expect(orders.data.orders.items[0]).toEqual({ id: order.id, status: 'COMPLETED' });
    expect(orders.data.order.isCompleted).toBe(true);
  });

  it('a cancelled payment verifies as failed and the order stays pending; another member sees no order', async () => {
    const m = await newMember();
    const [a] = await someBooks(1, 4);
    const home = await address(m);
    const line = (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: a.id }, m.token)).data
      .addToCart.id;
    const order = (
      await ok(
        `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id } }`,
        { i: [line], a: home.id },
        m.token,
      )
    ).data.createOrder;
    const { paymentUrl, pidx } = (
      await ok(`mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`, { id: order.id }, m.token)
    ).data.createPayment;
    const cancelled = await fetch(new URL('pay', paymentUrl), {
      method: 'POST',
      body: new URLSearchParams({ pidx, action: 'cancel' }),
      redirect: 'manual',
    });
    const back = new URL(cancelled.headers.get('location')!);
    const verified = await ok(
      `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success status order { id } } }`,
      { q: back.search },
      m.token,
    );
    expect(verified.data.verifyPayment).toEqual({ success: false, status: 'User canceled', order: null });
    expect((await ok(`{ order(id: "${order.id}") { status } }`, {}, m.token)).data.order.status).toBe('PENDING');
    const other = await newMember();
    expect((await ok(`{ order(id: "${order.id}") { id } orders { items { id } } }`, {}, other.token)).data).toEqual({
      order: null,
      orders: { items: [] },
    });
  });

  it('edits and deletes addresses; exactly one default remains', async () => {
    const m = await newMember();
    const home = await address(m);
    const office = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Office", fullName: "Sita", addressLine1: "Durbar Marg", city: "Kathmandu", phone: "9841234567", district: "Kathmandu", isDefault: true }) { id isDefault } }`,
        {},
        m.token,
      )
    ).data.createShippingAddress;
    expect(office.isDefault).toBe(true);
    const left = await ok(
      `mutation ($id: ID!) { deleteShippingAddress(id: $id) { id isDefault } }`,
      { id: office.id },
      m.token,
    );
    expect(left.data.deleteShippingAddress).toEqual([{ id: home.id, isDefault: true }]);
    const renamed = await ok(
      `mutation ($id: ID!) { updateShippingAddress(id: $id, input: { city: "Pokhara" }) { city } }`,
      { id: home.id },
      m.token,
    );
    expect(renamed.data.updateShippingAddress.city).toBe('Pokhara');
  });

  it('subscribes to the newsletter, as a guest', async () => {
    const email = `news_${Date.now()}@example.com`;
    const { data } = await ok(`mutation ($e: String!) { subscribeNewsletter(email: $e) { email message } }`, {
      e: email,
    });
    expect(data.subscribeNewsletter).toEqual({ email, message: 'Successfully subscribed to newsletter!' });
    expect(codeOf(await gql(`mutation { subscribeNewsletter(email: "nope") { email } }`))).toBe('BAD_USER_INPUT');
  });
});
