/**
 * Shipping addresses, orders and wallet payments (SPEC §7 'Shipping, orders, payments'). An
 * order takes its lines out of the cart (cartChanged); a verified payment completes the order
 * (orderUpdated). Khalti is paid at a URL; eSewa by posting the signed form REST answers.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { StartedPayment } from '../rest/payments.js';
import type { AddressBody } from '../rest/shipping.js';
import { upstreamUnavailable } from '../rest/client.js';
import { announceOrdered, announceOrderUpdate, announceOwnOrderMoved } from '../subscriptions/publish.js';
import { badInput, idempotencyKeyOf, notFound, positiveId, requireMember } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isWebUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//.test(url);

/** eSewa's signed form as the graph shows it (fields in REST's order); null for a wallet opened by URL. */
function paymentForm(started: StartedPayment) {
  const { form } = started;
  if (!form) return null;
  if (!isWebUrl(form.action) || !form.fields) throw upstreamUnavailable('Invalid payment URL');
  return {
    action: form.action,
    method: form.method ?? 'POST',
    fields: Object.entries(form.fields).map(([name, value]) => ({ name, value: String(value) })),
  };
}

interface AddressFields {
  addressName?: string | null;
  fullName?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  phone?: string | null;
  district?: string | null;
  isDefault?: boolean | null;
}

function addressBody(input: AddressFields): AddressBody {
  const body: AddressBody = {};
  const text = (value: string | null | undefined, what: string) => {
    if (value == null) return undefined;
    if (!value.trim()) throw badInput(`${what} must not be blank`);
    return value.trim();
  };
  const fields = {
    address_name: text(input.addressName, 'Address name'),
    full_name: text(input.fullName, 'Full name'),
    address_line1: text(input.addressLine1, 'Address'),
    city: text(input.city, 'City'),
    phone: text(input.phone, 'Phone'),
    district: text(input.district, 'District'),
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body[key as keyof typeof fields] = value;
  if (input.isDefault != null) body.is_default = input.isDefault;
  return body;
}

export const checkoutMutations: MutationResolvers = {
  createShippingAddress: async (_, { input }, ctx) => {
    requireMember(ctx);
    return ctx.api.shipping.create(addressBody(input));
  },
  updateShippingAddress: async (_, { id, input }, ctx) => {
    requireMember(ctx);
    const body = addressBody(input);
    if (Object.keys(body).length === 0) throw badInput('Nothing to change');
    return ctx.api.shipping.update(String(positiveId(id)), body);
  },
  deleteShippingAddress: async (_, { id }, ctx) => {
    requireMember(ctx);
    await ctx.api.shipping.remove(String(positiveId(id)));
    return ctx.loaders.addresses();
  },

  createOrder: async (_, { itemIds, shippingAddressId, paymentMethod, notes, idempotencyKey }, ctx) => {
    requireMember(ctx);
    if (itemIds.length === 0) throw badInput('Please select at least one item to checkout');
    const ids = [...new Set(itemIds.map((id) => positiveId(id, 'itemIds')))];
    // None for eBooks and audiobooks only: REST says when printed books need one.
    const address = shippingAddressId == null ? undefined : positiveId(shippingAddressId, 'shippingAddressId');
    const orderId = await ctx.api.orders.create(
      ids,
      address,
      paymentMethod ?? undefined,
      idempotencyKeyOf(idempotencyKey),
      notes ?? undefined,
    );
    if (!orderId) throw upstreamUnavailable('No order ID received');
    await announceOrdered(ctx, ids);
    return ctx.loaders.order.load(orderId);
  },
  cancelOrder: async (_, { id, reason }, ctx) => {
    requireMember(ctx);
    if (!UUID.test(id)) throw notFound('Order not found.');
    const order = await ctx.api.orders.cancel(id, reason?.trim() || undefined);
    ctx.loaders.order.clear(id).prime(id, order);
    ctx.loaders.orders.clearAll();
    await announceOwnOrderMoved(ctx, order);
    return order;
  },
  createPayment: async (_, { orderId, provider, idempotencyKey }, ctx) => {
    requireMember(ctx);
    if (!UUID.test(orderId)) throw badInput('Invalid order ID');
    const key = idempotencyKeyOf(idempotencyKey);
    // The amount is the order's own total, read from REST: the client never states a price.
    const order = await ctx.loaders.order.load(orderId);
    const method = provider ?? 'KHALTI';
    const started = await ctx.api.payments.create(order.order_id, order.total_amount, method, key);
    if (!isWebUrl(started.payment_url) || !started.pidx) throw upstreamUnavailable('Invalid payment URL');
    return { provider: method, paymentUrl: started.payment_url, pidx: started.pidx, form: paymentForm(started) };
  },
  verifyPayment: async (_, { provider, returnQuery }, ctx) => {
    requireMember(ctx);
    const query = new URLSearchParams(returnQuery.trim().replace(/^\?/, ''));
    // Each wallet's return names its payment: Khalti's pidx; eSewa's data, or its failure return's transaction.
    const named = provider === 'ESEWA' ? query.get('data') || query.get('transaction_uuid') : query.get('pidx');
    if (!named) throw badInput('Payment verification failed');
    const result = await ctx.api.payments.verify(provider.toLowerCase(), query);
    // Verification is a GET that may complete the order: forget any order read before it.
    ctx.loaders.order.clearAll();
    ctx.loaders.orders.clearAll();
    const orderId = result.success ? (result.order_id ?? query.get('purchase_order_id')) : null;
    if (orderId) await announceOrderUpdate(ctx, orderId);
    return {
      success: result.success === true,
      status: result.status ?? (result.success ? 'Completed' : 'Failed'),
      message: result.message ?? (result.success ? 'Payment verified successfully' : 'Payment verification failed'),
      orderId,
    };
  },
};
