/** Reading refunds: an order's, in the JSON both the member and staff see (schemas.ts). */
import { asc, eq, inArray } from 'drizzle-orm';
import { fromPaisa } from '../catalog/money.js';
import type { Database } from '../db/client.js';
import { payments, refunds } from '../db/schema.js';
import type { RefundCause, RefundRow, RefundState } from './owe.js';

export interface RefundWithWallet {
  refund: RefundRow;
  provider: string | null;
}

export function refundJson({ refund: r, provider }: RefundWithWallet) {
  return {
    id: r.id,
    amount: fromPaisa(r.amountPaisa),
    cause: r.cause as RefundCause,
    method: r.method as 'khalti' | 'manual',
    wallet: (provider ?? null) as 'KHALTI' | 'ESEWA' | null,
    state: r.state as RefundState,
    reference: r.reference,
    created_at: r.createdAt.toISOString(),
    refunded_at: r.refundedAt?.toISOString() ?? null,
  };
}

/** Each order's refunds, oldest first, with the wallet that took the money. */
export async function refundsOfOrders(db: Database, orderIds: string[]): Promise<Map<string, RefundWithWallet[]>> {
  const byOrder = new Map<string, RefundWithWallet[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ refund: refunds, provider: payments.provider })
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.id));
  for (const row of rows) {
    const list = byOrder.get(row.refund.orderId);
    if (list) list.push(row);
    else byOrder.set(row.refund.orderId, [row]);
  }
  return byOrder;
}

/** What is still owed back on an order: its refunds not yet refunded, in Rs; null when none. */
export function refundDue(list: RefundWithWallet[] | undefined): string | null {
  const paisa = (list ?? []).filter((r) => r.refund.state !== 'refunded').reduce((s, r) => s + r.refund.amountPaisa, 0);
  return paisa > 0 ? fromPaisa(paisa) : null;
}
