/**
 * Where Pustak delivers and cash on delivery, through the graph: an address's phone, district and
 * whether the store delivers there; Nepal's districts in both languages; an order outside the
 * delivery districts refused with NOT_DELIVERABLE, a cash-on-delivery order CONFIRMED unpaid, and
 * the open cash-on-delivery limit (3 by default) refused with CASH_ON_DELIVERY_LIMIT. REST's words
 * reach the client unchanged. Books come from a catalog page no other suite here orders from.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok, type Member } from './client.js';

const ADDRESS = `id phone district deliverable`;

async function someBooks(n: number) {
  const { data } = await ok(`query { books(page: 17, filter: { ordering: TITLE_ASC }) { items { id stock format } } }`);
  // Printed books: downloads ship nowhere and are never paid in cash.
  return data.books.items
    .filter((b: any) => b.stock >= 5 && !['eBook', 'Audiobook'].includes(b.format))
    .slice(0, n) as { id: string }[];
}

async function addAddress(m: Member, fields: Record<string, string>) {
  return gql(
    `mutation ($i: ShippingAddressInput!) { createShippingAddress(input: $i) { ${ADDRESS} } }`,
    { i: { addressName: 'Home', fullName: 'Sita Sharma', addressLine1: 'Jhamsikhel 4', city: 'Lalitpur', ...fields } },
    m.token,
  );
}

async function cartLine(m: Member, bookId: string): Promise<string> {
  const { data } = await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: bookId }, m.token);
  return data.addToCart.id;
}

const ORDER = `mutation ($items: [ID!]!, $address: ID!, $method: PaymentMethod, $key: String) {
  createOrder(itemIds: $items, shippingAddressId: $address, paymentMethod: $method, idempotencyKey: $key) {
    id status paymentMethod isCompleted shippingAddress { district phone }
  }
}`;

describe('Delivery and cash on delivery through the graph', () => {
  it('an address carries its phone and district, and says whether the store delivers there', async () => {
    const m = await newMember();
    const patan = await addAddress(m, { phone: '+977 984-123-4567', district: 'Lalitpur' });
    expect(patan.errors).toBeUndefined();
    expect(patan.data.createShippingAddress).toMatchObject({
      phone: '9841234567',
      district: 'Lalitpur',
      deliverable: true,
    });
    const chitwan = await addAddress(m, { phone: '9712345678', district: 'Chitwan', city: 'Bharatpur' });
    expect(chitwan.data.createShippingAddress).toMatchObject({ district: 'Chitwan', deliverable: false });

    const badPhone = await addAddress(m, { phone: '01-4412345', district: 'Lalitpur' });
    expect(codeOf(badPhone)).toBe('BAD_USER_INPUT');
    expect(badPhone.errors?.[0]?.message).toBe(
      'Phone must be a Nepali mobile number: 10 digits starting with 97 or 98 (e.g. 98XXXXXXXX), optionally after +977',
    );
    const badDistrict = await addAddress(m, { phone: '9841234567', district: 'Pokhara' });
    expect(codeOf(badDistrict)).toBe('BAD_USER_INPUT');
    expect(badDistrict.errors?.[0]?.message).toBe(
      "'Pokhara' is not a district of Nepal: choose one of the 77 districts",
    );
    const { data } = await ok(`{ shippingAddresses { ${ADDRESS} } }`, {}, m.token);
    expect(data.shippingAddresses.map((a: any) => a.district)).toEqual(['Lalitpur', 'Chitwan']);
  });

  it("lists Nepal's 77 districts in English and Nepali", async () => {
    const { data } = await ok(`{ districts { name nepaliName province deliverable } }`);
    expect(data.districts).toHaveLength(77);
    expect(data.districts.find((d: any) => d.name === 'Kaski')).toEqual({
      name: 'Kaski',
      nepaliName: 'कास्की',
      province: 'Gandaki',
      deliverable: true,
    });
    expect(data.districts.filter((d: any) => d.deliverable)).toHaveLength(4);
  });

  it('refuses an order outside the delivery districts with NOT_DELIVERABLE; COD is CONFIRMED unpaid', async () => {
    const m = await newMember();
    const [book] = await someBooks(1);
    const line = await cartLine(m, book!.id);
    const chitwan = (await addAddress(m, { phone: '9841234567', district: 'Chitwan' })).data.createShippingAddress;
    const patan = (await addAddress(m, { phone: '9841234567', district: 'Lalitpur' })).data.createShippingAddress;

    const refused = await gql(ORDER, { items: [line], address: chitwan.id, method: 'CASH_ON_DELIVERY' }, m.token);
    expect(codeOf(refused)).toBe('NOT_DELIVERABLE');
    expect(refused.errors?.[0]?.message).toBe(
      'We do not deliver to Chitwan yet. We deliver to Kathmandu, Lalitpur, Bhaktapur and Kaski.',
    );
    expect((await ok(`{ orders { totalCount } }`, {}, m.token)).data.orders.totalCount).toBe(0);

    const key = randomUUID();
    const placed = await ok(ORDER, { items: [line], address: patan.id, method: 'CASH_ON_DELIVERY', key }, m.token);
    expect(placed.data.createOrder).toMatchObject({
      status: 'CONFIRMED',
      paymentMethod: 'CASH_ON_DELIVERY',
      isCompleted: false,
      shippingAddress: { district: 'Lalitpur', phone: '9841234567' },
    });
    const again = await ok(ORDER, { items: [line], address: patan.id, method: 'CASH_ON_DELIVERY', key }, m.token);
    expect(again.data.createOrder.id).toBe(placed.data.createOrder.id);
  });

  it('refuses the open cash-on-delivery order past the limit with CASH_ON_DELIVERY_LIMIT', async () => {
    const m = await newMember();
    const books = await someBooks(4);
    const patan = (await addAddress(m, { phone: '9841234567', district: 'Lalitpur' })).data.createShippingAddress;
    for (const book of books.slice(0, 3)) {
      const placed = await gql(
        ORDER,
        { items: [await cartLine(m, book.id)], address: patan.id, method: 'CASH_ON_DELIVERY' },
        m.token,
      );
      expect(placed.errors).toBeUndefined();
    }
    const line = await cartLine(m, books[3]!.id);
    const refused = await gql(ORDER, { items: [line], address: patan.id, method: 'CASH_ON_DELIVERY' }, m.token);
    expect(codeOf(refused)).toBe('CASH_ON_DELIVERY_LIMIT');
    expect(refused.errors?.[0]?.message).toBe(
      'You already have 3 open cash-on-delivery orders. Please wait until one is delivered, or pay with Khalti or eSewa.',
    );
    const wallet = await ok(ORDER, { items: [line], address: patan.id }, m.token);
    expect(wallet.data.createOrder).toMatchObject({ status: 'PENDING', paymentMethod: null });
  });
});
