/**
 * The rental policy's money through the graph (SPEC §9, issue 35): a book's rentalOptions come in
 * its REST answer (no further call), a rent line's `rental` follows its period, an ordered rent
 * line keeps its `rentalMoney`, and Store.rentalTerms states the policy. A Rs 500 book rented for
 * 30 days: fee Rs 150, deposit Rs 500, Rs 350 back.
 */
import { describe, expect, it } from 'vitest';
import { newMember, ok } from './client.js';

const MONEY = 'days fee deposit refund';

async function rs500Book(): Promise<{ id: string; price: string }> {
  const { data } = await ok(
    `{ books(filter: { minPrice: "500", maxPrice: "500", ordering: TITLE_ASC }) { items { id price stock } } }`,
  );
  const book = data.books.items.find((b: any) => b.stock >= 2);
  expect(book?.price).toBe('500.00');
  return book;
}

describe('Rental money through the graph', () => {
  it("a book's rentalOptions come with the book: one REST call for one book, one for a page", async () => {
    const book = await rs500Book();
    const one = await ok(`query ($id: ID!) { book(id: $id) { id rentalOptions { period ${MONEY} } } }`, {
      id: book.id,
    });
    expect(one.data.book.rentalOptions).toEqual([
      { period: 'DAYS_15', days: 15, fee: '75.00', deposit: '500.00', refund: '425.00' },
      { period: 'DAYS_30', days: 30, fee: '150.00', deposit: '500.00', refund: '350.00' },
      { period: 'DAYS_45', days: 45, fee: '250.00', deposit: '500.00', refund: '250.00' },
    ]);
    expect(one.restCalls.map((c) => c.path)).toEqual([`/books/${book.id}/`]);

    const m = await newMember();
    // A search nobody made before, so the public cache does not answer it.
    const page = await ok(
      `{ books(filter: { title: "${m.username}" }) { items { id rentalOptions { period fee } } } }`,
      {},
      m.token,
    );
    expect(page.restCalls.map((c) => c.path)).toEqual(['/books/']);
  });

  it("a rent line's rental follows its period; a buy line has none", async () => {
    const m = await newMember();
    const book = await rs500Book();
    const added = await ok(
      `mutation ($id: ID!) { addToCart(bookId: $id) { id rental { ${MONEY} } } }`,
      { id: book.id },
      m.token,
    );
    expect(added.data.addToCart.rental).toBeNull();
    const id = added.data.addToCart.id;
    const thirty = await ok(
      `mutation ($id: ID!) { updateCartItem(id: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { lineTotal rental { ${MONEY} } } }`,
      { id },
      m.token,
    );
    expect(thirty.data.updateCartItem).toEqual({
      lineTotal: '500.00',
      rental: { days: 30, fee: '150.00', deposit: '500.00', refund: '350.00' },
    });
    const fortyFive = await ok(
      `mutation ($id: ID!) { updateCartItem(id: $id, rentalPeriod: DAYS_45) { rental { ${MONEY} } } }`,
      { id },
      m.token,
    );
    expect(fortyFive.data.updateCartItem.rental).toEqual({
      days: 45,
      fee: '250.00',
      deposit: '500.00',
      refund: '250.00',
    });
    const cart = await ok(`{ cart { items { id rental { fee } book { rentalOptions { fee } } } } }`, {}, m.token);
    expect(cart.data.cart.items[0].rental).toEqual({ fee: '250.00' });
    // The line's book carries every period's figures (a client shows a new period's at once).
    expect(cart.data.cart.items[0].book.rentalOptions.map((o: any) => o.fee)).toEqual(['75.00', '150.00', '250.00']);
    expect(cart.restCalls.map((c) => c.path)).toEqual(['/cart/']);

    const address = await ok(
      `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
      {},
      m.token,
    );
    const order = await ok(
      `mutation ($items: [ID!]!, $address: ID!) { createOrder(itemIds: $items, shippingAddressId: $address) {
        items { purchaseType rentalMoney { ${MONEY} } } } }`,
      { items: [id], address: address.data.createShippingAddress.id },
      m.token,
    );
    expect(order.data.createOrder.items).toEqual([
      { purchaseType: 'RENT', rentalMoney: { days: 45, fee: '250.00', deposit: '500.00', refund: '250.00' } },
    ]);
  });

  it('Store.rentalTerms states the policy REST applies', async () => {
    const { data } = await ok(
      `{ store { rentalTerms { periods { period days feePercent } lateFeePercentPerDay rebuyDiscountPercent rebuyWindowDays } } }`,
    );
    expect(data.store.rentalTerms).toEqual({
      periods: [
        { period: 'DAYS_15', days: 15, feePercent: 15 },
        { period: 'DAYS_30', days: 30, feePercent: 30 },
        { period: 'DAYS_45', days: 45, feePercent: 50 },
      ],
      lateFeePercentPerDay: 1,
      rebuyDiscountPercent: 5,
      rebuyWindowDays: 5,
    });
  });
});
