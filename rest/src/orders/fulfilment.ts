/**
 * Fulfilment: staff pack, ship and deliver orders, and cancel one before it ships; a member cancels
 * their own before it is packed. Each move is taken under the order's row lock and only from the
 * step before it (steps.ts), so two staff acting at once move an order once: the second is told
 * where it already is. Cancelling puts the copies back in stock in the same transaction, once; a
 * paid order's payment is owed back (refunds/owe.ts), in full, the way it came. Every staff move is written to the
 * audit log, and the member is told by email (as their notification setting allows), both in the
 * move's transaction, so neither names a move that did not happen.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { toPaisa } from '../catalog/money.js';
import type { Database, Tx } from '../db/client.js';
import { orders, payments, users } from '../db/schema.js';
import { queueMail } from '../mail/outbox.js';
import { oweRefund } from '../refunds/owe.js';
import { appendAudit } from '../staff/audit.js';
import { staffMembersById } from '../staff/members.js';
import type { StaffActor } from '../staff/roles.js';
import type { Clock } from '../time/clock.js';
import { startRentals } from '../rentals/start.js';
import { CASH_ON_DELIVERY, returnCopies } from './holds.js';
import { completeOrder, isOrderId, ordersJson, type OrderRow } from './orders.js';
import { currentStep, ORDER_STEPS, type OrderStep } from './steps.js';

export type Move =
  | { action: 'pack' }
  | { action: 'ship'; courier: string; trackingNumber: string }
  | { action: 'deliver'; cashReceived?: string | undefined }
  | { action: 'cancel'; reason: string };

/** Who moves the order: staff (any order), or its member (only their own, only cancel). */
export type Mover = { staff: StaffActor } | { memberId: number };

export interface FulfilmentDeps {
  db: Database;
  clock: Clock;
  /** Where the member's order page is, for the email (`${webUrl}/orders/{id}`). */
  webUrl: string;
}

/** A move that could not be made, and why, in words for the person who tried it. */
export class MoveRefused extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

const shortId = (id: string) => id.slice(0, 8);

/** What the order's step allows; a message when `move` is not one of those. */
function refusal(order: OrderRow, move: Move, byMember: boolean): string | undefined {
  const step = currentStep(order);
  const name = `Order #${shortId(order.id)}`;
  if (step === 'CANCELLED') return `${name} is cancelled.`;
  if (step === 'DELIVERED') return `${name} is delivered already.`;
  switch (move.action) {
    case 'pack':
      if (step === 'AWAITING_PAYMENT') return `${name} is not paid yet.`;
      if (step !== 'PAID' && step !== 'CONFIRMED') return `${name} is packed already.`;
      return undefined;
    case 'ship':
      if (step === 'SHIPPED') return `${name} has shipped already.`;
      if (step !== 'PACKED') return `${name} is not packed yet.`;
      return undefined;
    case 'deliver':
      if (step !== 'SHIPPED') return `${name} has not shipped yet.`;
      if (order.paymentMethod === CASH_ON_DELIVERY && toPaisa(move.cashReceived ?? '0') !== toPaisa(order.totalAmount))
        return `${name} is paid in cash: record the Rs ${order.totalAmount} received.`;
      return undefined;
    case 'cancel':
      if (byMember && step !== 'AWAITING_PAYMENT' && step !== 'PAID' && step !== 'CONFIRMED')
        return 'This order is packed and can no longer be cancelled. Please contact us.';
      if (step === 'SHIPPED') return `${name} has shipped and can no longer be cancelled.`;
      return undefined;
  }
}

/** The columns a move sets, at `now`. */
function changes(order: OrderRow, move: Move, byMember: boolean, now: Date): Partial<OrderRow> {
  switch (move.action) {
    case 'pack':
      return { packedAt: now };
    case 'ship':
      return { shippedAt: now, courier: move.courier, trackingNumber: move.trackingNumber };
    case 'deliver':
      return order.paymentMethod === CASH_ON_DELIVERY
        ? { deliveredAt: now, cashReceived: order.totalAmount }
        : { deliveredAt: now };
    case 'cancel':
      return { cancelledAt: now, cancelReason: move.reason, cancelledBy: byMember ? 'member' : 'staff' };
  }
}

const STEP_OF = { pack: 'PACKED', ship: 'SHIPPED', deliver: 'DELIVERED', cancel: 'CANCELLED' } as const;

/** The email a member gets for a step. */
function notice(order: OrderRow, move: Move, webUrl: string, firstName: string) {
  const name = `#${shortId(order.id)}`;
  const link = `See it at ${webUrl}/orders/${order.id}`;
  const lines: Record<Move['action'], [string, string]> = {
    pack: [`Your order ${name} is packed`, `Your order ${name} is packed and will be on its way soon.`],
    ship: [
      `Your order ${name} has shipped`,
      move.action === 'ship'
        ? `Your order ${name} has shipped with ${move.courier}. Its tracking number is ${move.trackingNumber}.`
        : '',
    ],
    deliver: [`Your order ${name} was delivered`, `Your order ${name} was delivered. Happy reading!`],
    cancel: [
      `Your order ${name} was cancelled`,
      `Your order ${name} was cancelled${move.action === 'cancel' ? `: ${move.reason}` : ''}.` +
        (order.isCompleted ? ` The Rs ${order.totalAmount} you paid will be refunded.` : ''),
    ],
  };
  const [subject, body] = lines[move.action];
  return { subject, text: `Namaste ${firstName},\n\n${body}\n\n${link}\n\nPustak` };
}

/**
 * Makes `move` on order `orderId` as `mover`, in one transaction: answers the order after it, or
 * throws MoveRefused (nothing changed).
 */
export async function moveOrder(deps: FulfilmentDeps, mover: Mover, orderId: string, move: Move): Promise<OrderRow> {
  const byMember = 'memberId' in mover;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || (byMember && order.userId !== mover.memberId)) throw new MoveRefused('Order not found.', true);
    const refused = refusal(order, move, byMember);
    if (refused) throw new MoveRefused(refused);

    await tx
      .update(orders)
      .set(changes(order, move, byMember, now))
      .where(eq(orders.id, orderId));
    if (move.action === 'cancel') await cancelled(tx, order);
    // Cash on delivery is paid at the door: delivered, it is complete and its copies count as sold.
    if (move.action === 'deliver' && order.paymentMethod === CASH_ON_DELIVERY) await completeOrder(tx, orderId, now);
    // A printed rental's due date runs from the day its copy reaches the member.
    if (move.action === 'deliver') await startRentals(tx, orderId, now, 'printed');
    if (!byMember)
      await appendAudit(tx, mover.staff, {
        action: `order.${move.action}`,
        entity: 'order',
        entityId: orderId,
        before: { step: currentStep(order) },
        after: { step: STEP_OF[move.action], ...auditDetails(move) },
      });
    await tellMember(tx, deps, order, move, now);
    // Read after every change of the move (a delivered cash order is also completed just above).
    const [after] = await tx.select().from(orders).where(eq(orders.id, orderId));
    return after!;
  });
}

function auditDetails(move: Move) {
  switch (move.action) {
    case 'ship':
      return { courier: move.courier, tracking_number: move.trackingNumber };
    case 'deliver':
      return move.cashReceived === undefined ? {} : { cash_received: move.cashReceived };
    case 'cancel':
      return { reason: move.reason };
    default:
      return {};
  }
}

/**
 * A cancelled order's copies go back on the shelf; money a wallet took for it is owed back in full,
 * in the same transaction. A cash-on-delivery order cancelled before delivery took nothing.
 */
async function cancelled(tx: Tx, order: OrderRow): Promise<void> {
  await returnCopies(tx, [order.id]);
  if (!order.isCompleted) return;
  const paid = await tx
    .update(payments)
    .set({ refundReason: 'the order was cancelled' })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'Completed'), isNull(payments.refundReason)))
    .returning();
  for (const payment of paid)
    await oweRefund(tx, {
      orderId: order.id,
      amountPaisa: payment.amountPaisa,
      cause: 'order_cancelled',
      paymentId: payment.id,
    });
}

async function tellMember(tx: Tx, deps: FulfilmentDeps, order: OrderRow, move: Move, now: Date): Promise<void> {
  const [member] = await tx
    .select({ email: users.email, firstName: users.firstName, wantsMail: users.emailNotifications })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!member?.wantsMail) return;
  await queueMail(tx, { to: member.email, ...notice(order, move, deps.webUrl, member.firstName) }, { now });
}

/** The orders waiting at (or done with) each step: staff's queues. */
const AT_STEP: Record<OrderStep, SQL> = {
  AWAITING_PAYMENT: sql`NOT ${orders.isCompleted} AND ${orders.cancelledAt} IS NULL AND ${orders.paymentMethod} IS DISTINCT FROM ${CASH_ON_DELIVERY}`,
  // An order of digital copies only is delivered when paid (orders.ts completeOrder): never waiting here.
  PAID: sql`${orders.isCompleted} AND ${orders.packedAt} IS NULL AND ${orders.deliveredAt} IS NULL AND ${orders.cancelledAt} IS NULL AND ${orders.paymentMethod} IS DISTINCT FROM ${CASH_ON_DELIVERY}`,
  CONFIRMED: sql`${orders.paymentMethod} = ${CASH_ON_DELIVERY} AND ${orders.packedAt} IS NULL AND ${orders.cancelledAt} IS NULL`,
  PACKED: and(isNotNull(orders.packedAt), isNull(orders.shippedAt), isNull(orders.cancelledAt))!,
  SHIPPED: and(isNotNull(orders.shippedAt), isNull(orders.deliveredAt), isNull(orders.cancelledAt))!,
  DELIVERED: isNotNull(orders.deliveredAt),
  CANCELLED: isNotNull(orders.cancelledAt),
};

/** Open queues are worked oldest first; the finished ones are read newest first. */
const FINISHED: OrderStep[] = ['DELIVERED', 'CANCELLED'];

/** One page of the orders at `step`, and how many orders are at each step. */
export async function staffQueue(db: Database, step: OrderStep, page: { offset: number; pageSize: number }) {
  const order = FINISHED.includes(step)
    ? [desc(orders.createdAt), desc(orders.id)]
    : [asc(orders.createdAt), asc(orders.id)];
  const counted = Object.fromEntries(
    ORDER_STEPS.map((s) => [s, sql<number>`count(*) FILTER (WHERE ${AT_STEP[s]})::int`]),
  ) as Record<OrderStep, SQL<number>>;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(AT_STEP[step])
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(page.offset),
    db.select(counted).from(orders),
  ]);
  return { rows, counts: counts! };
}

/**
 * Makes each move in turn, each order on its own (one refused does not stop the others): the
 * orders moved, as they are now, and those refused with why.
 */
export async function moveOrders(deps: FulfilmentDeps, staff: StaffActor, moves: { orderId: string; move: Move }[]) {
  const moved: OrderRow[] = [];
  const refused: { order_id: string; message: string }[] = [];
  for (const { orderId, move } of moves) {
    if (!isOrderId(orderId)) {
      refused.push({ order_id: orderId, message: 'Order not found.' });
      continue;
    }
    try {
      moved.push(await moveOrder(deps, { staff }, orderId, move));
    } catch (error) {
      if (!(error instanceof MoveRefused)) throw error;
      refused.push({ order_id: orderId, message: error.message });
    }
  }
  return { moved, refused };
}

/** Orders in the staff's shape: the member's order and who the member is, in a constant number of queries. */
export async function staffOrdersJson(db: Database, publicUrl: string, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const [memberOf, json] = await Promise.all([
    staffMembersById(
      db,
      rows.map((r) => r.userId),
    ),
    ordersJson(db, publicUrl, rows),
  ]);
  return json.map((o, i) => ({ ...o, member: memberOf.get(rows[i]!.userId)! }));
}
