/**
 * An order's refunds on the member's order page (issue 35), against the real gateway and REST: a
 * paid Khalti order the member cancels shows its refund, and once REST's job has sent it through
 * the Khalti sandbox, 'Refunded to Khalti on …' with the transaction refunded.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { OrderPage } from './OrderPage';

/** A wallet order of one book from catalog page 8, not paid yet. */
async function walletOrder(member: TestMember, index: number) {
  const { books } = await graph<{ books: { items: { id: string; stock: number }[] } }>(
    '{ books(page: 8, filter: { ordering: TITLE_ASC }) { items { id stock } } }',
  );
  const book = books.items.filter((b) => b.stock > 5)[index]!;
  const { addToCart } = await graph<{ addToCart: { id: string } }>(
    'mutation ($id: ID!) { addToCart(bookId: $id) { id } }',
    { id: book.id },
    member.token,
  );
  const { createShippingAddress } = await graph<{ createShippingAddress: { id: string } }>(
    'mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Jhamsikhel 4", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }',
    {},
    member.token,
  );
  const { createOrder } = await graph<{ createOrder: { id: string; shortId: string } }>(
    'mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id shortId } }',
    { i: [addToCart.id], a: createShippingAddress.id },
    member.token,
  );
  return createOrder;
}

/** A paid Khalti order of one book (paid on the sandbox's page), cancelled by its member. */
async function cancelledKhaltiOrder(member: TestMember) {
  const createOrder = await walletOrder(member, 0);
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
  await graph('mutation ($id: ID!) { cancelOrder(id: $id) { id } }', { id: createOrder.id }, member.token);
  return createOrder;
}

/** An order paid with eSewa (its form posted to the sandbox, paid there), cancelled by its member. */
async function cancelledEsewaOrder(member: TestMember) {
  const order = await walletOrder(member, 1);
  const { createPayment } = await graph<{
    createPayment: { form: { action: string; method: string; fields: { name: string; value: string }[] } };
  }>(
    'mutation ($id: ID!) { createPayment(orderId: $id, provider: ESEWA) { form { action method fields { name value } } } }',
    { id: order.id },
    member.token,
  );
  const { form } = createPayment;
  const fields = new URLSearchParams(form.fields.map((f): [string, string] => [f.name, f.value]));
  await fetch(form.action, { method: form.method, body: fields });
  const done = await fetch(new URL('pay', form.action), {
    method: 'POST',
    body: new URLSearchParams({
      transaction_uuid: fields.get('transaction_uuid')!,
      esewa_id: '9806800002',
      password: 'Nepal@123',
      token: '123456',
      action: 'pay',
    }),
    redirect: 'manual',
  });
  await graph(
    'mutation ($q: String!) { verifyPayment(provider: ESEWA, returnQuery: $q) { success } }',
    { q: new URL(done.headers.get('location')!).search },
    member.token,
  );
  await graph('mutation ($id: ID!) { cancelOrder(id: $id) { id } }', { id: order.id }, member.token);
  return order;
}

/** Waits until REST's refunds job has sent the order's refund. */
async function refunded(member: TestMember, orderId: string) {
  for (let i = 0; i < 60; i++) {
    const { order } = await graph<{ order: { transactionId: string; refunds: { state: string }[] } }>(
      'query ($id: ID!) { order(id: $id) { transactionId refunds { state } } }',
      { id: orderId },
      member.token,
    );
    if (order.refunds[0]?.state === 'REFUNDED') return order.transactionId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the refund was not sent');
}

describe('an order’s refunds', () => {
  it('a cancelled Khalti order shows its refund made to Khalti, with the amount and why', async () => {
    const member = await newMember('Refund');
    const order = await cancelledKhaltiOrder(member);
    const transactionId = await refunded(member, order.id);
    signIn(member);
    const gateway = createTestClient();
    renderRoutes([{ path: '/orders/:id', element: <OrderPage /> }], `/orders/${order.id}`, gateway.client);

    const section = (await screen.findByRole('heading', { level: 2, name: 'Refunds' })).closest('section')!;
    const refunds = within(section);
    expect(refunds.getByText(/^Refunded to Khalti on \d{1,2} \w+ \d{4}$/)).toBeTruthy();
    expect(refunds.getByText('The order was cancelled', { exact: false })).toBeTruthy();
    expect(refunds.getByText(`Reference ${transactionId}`, { exact: false })).toBeTruthy();
    expect(refunds.getByText('Refunded')).toBeTruthy();
    // Nothing is owed any more: no 'Refund due' notice.
    expect(screen.queryByText('Refund due')).toBeNull();
  });

  it('a cancelled eSewa order’s refund is to be made by the store, and is still due', async () => {
    const member = await newMember('Esewa');
    const order = await cancelledEsewaOrder(member);
    signIn(member);
    const gateway = createTestClient();
    renderRoutes([{ path: '/orders/:id', element: <OrderPage /> }], `/orders/${order.id}`, gateway.client);

    const section = (await screen.findByRole('heading', { level: 2, name: 'Refunds' })).closest('section')!;
    const refunds = within(section);
    expect(refunds.getByText('Refund to be made by the store (eSewa)')).toBeTruthy();
    expect(refunds.getByText('Owed')).toBeTruthy();
    expect(screen.getByText('Refund due')).toBeTruthy();
  });
});
