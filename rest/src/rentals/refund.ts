/** A returned rental's deposit, less what it kept, owed back the way it was paid (refunds/owe.ts). */
import type { Tx } from '../db/client.js';
import { oweRefund } from '../refunds/owe.js';
import type { RentalRow } from './returns.js';

export async function oweRentalRefund(tx: Tx, rental: RentalRow, refundPaisa: number): Promise<void> {
  await oweRefund(tx, {
    orderId: rental.orderId,
    amountPaisa: refundPaisa,
    cause: 'rental_returned',
    rentalId: rental.id,
  });
}
