/**
 * Rentals for screen tests, made through the graph as a member and staff would: a printed book
 * rented for 30 days and ordered cash on delivery, and staff delivering it (the rental starts).
 */
import { graph, type TestMember } from './gateway';

export const staffToken = async () =>
  (
    await graph<{ login: { token: string } }>(
      'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: 'staff@pustak.np', p: 'pustak123' },
    )
  ).login.token;

/** A printed book rented for 30 days, ordered cash on delivery; its order's id and total. */
export async function rentPrinted(member: TestMember) {
  const { books } = await graph<{ books: { items: { id: string; title: string; stock: number; format: string }[] } }>(
    '{ books(page: 7, filter: { ordering: TITLE_ASC }) { items { id title stock format } } }',
  );
  const book = books.items.find((b) => b.stock > 2 && !['eBook', 'Audiobook'].includes(b.format))!;
  const { addToCart } = await graph<{ addToCart: { id: string } }>(
    'mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { id } }',
    { id: book.id },
    member.token,
  );
  const { createShippingAddress } = await graph<{ createShippingAddress: { id: string } }>(
    'mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Jhamsikhel 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }',
    {},
    member.token,
  );
  const { createOrder } = await graph<{
    createOrder: {
      id: string;
      totalAmount: string;
      items: { rental: { fee: string; deposit: string; refundOnTime: string } }[];
    };
  }>(
    'mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a, paymentMethod: CASH_ON_DELIVERY) { id totalAmount items { rental { fee deposit refundOnTime } } } }',
    { i: [addToCart.id], a: createShippingAddress.id },
    member.token,
  );
  return { book, order: createOrder, rental: createOrder.items[0]!.rental };
}

/** Staff pack, ship and deliver the order: the rental starts and has its due date. */
export async function deliver(order: { id: string; totalAmount: string }) {
  const staff = await staffToken();
  await graph('mutation ($i: [ID!]!) { staffPackOrders(ids: $i) { refused { message } } }', { i: [order.id] }, staff);
  await graph(
    'mutation ($i: ID!) { staffShipOrders(shipments: [{ orderId: $i, courier: "Pathao", trackingNumber: "P-1" }]) { refused { message } } }',
    { i: order.id },
    staff,
  );
  await graph(
    'mutation ($i: ID!, $c: Decimal) { staffDeliverOrders(deliveries: [{ orderId: $i, cashReceived: $c }]) { refused { message } } }',
    { i: order.id, c: order.totalAmount },
    staff,
  );
}
