/**
 * A rental starts when its copy reaches the member: a printed copy when the courier delivers it
 * (orders/fulfilment.ts), a digital one when its order is paid (orders/orders.ts completeOrder).
 * One row per rented line, written once (a repeated start changes nothing).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { fromPaisa, toPaisa, DIGITAL_FORMATS } from '../catalog/money.js';
import type { Tx } from '../db/client.js';
import { books, orderItems, orders, rentals } from '../db/schema.js';
import { rentalDates } from './dates.js';
import { rentalMoney, rentalPeriod } from './terms.js';

/** Starts the order's rentals of printed copies, or of digital ones, at `at`; answers how many started. */
export async function startRentals(tx: Tx, orderId: string, at: Date, copies: 'printed' | 'digital'): Promise<number> {
  const format =
    copies === 'digital' ? inArray(books.format, [...DIGITAL_FORMATS]) : notInArray(books.format, [...DIGITAL_FORMATS]);
  const lines = await tx
    .select({ item: orderItems, userId: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(books, eq(books.id, orderItems.bookId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.purchaseType, 'rent'), format));
  const rows = lines.flatMap(({ item, userId }) => {
    const period = rentalPeriod(item.rentalPeriodId);
    if (!period) return [];
    const price = toPaisa(item.price);
    const dates = rentalDates(at, period.days);
    return [
      {
        orderItemId: item.id,
        orderId,
        userId,
        bookId: item.bookId,
        digital: copies === 'digital',
        periodDays: period.days,
        deposit: item.price,
        fee: fromPaisa(rentalMoney(price, period).feePaisa),
        startedAt: at,
        ...dates,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const started = await tx
    .insert(rentals)
    .values(rows)
    .onConflictDoNothing({ target: rentals.orderItemId })
    .returning({ id: rentals.id });
  return started.length;
}
