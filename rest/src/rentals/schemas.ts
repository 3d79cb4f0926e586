/** Rentals' JSON shapes: what a member and staff read of a rented copy (rentals/read.ts). */
import { Type } from '@fastify/type-provider-typebox';
import { Book } from '../catalog/schemas.js';
import { StaffMemberView } from '../staff/members.js';
import { Nullable, StringEnum } from '../http/schemas.js';

export const RENTAL_STATES = ['not_started', 'active', 'returned', 'purchased', 'ended'] as const;

const Money = (description: string) => Type.String({ description: `${description} (Rs, a decimal string)` });
const Time = (description: string) => Nullable(Type.String({ format: 'date-time', description }));

/** A rented copy's life and money; on an order's line, and in the member's and staff's lists. */
export const RentalFacts = Type.Object({
  id: Nullable(Type.Integer({ description: 'Null until the rental starts' })),
  state: StringEnum(RENTAL_STATES, {
    description:
      "'not_started' (a printed copy not delivered yet, a digital one not paid), 'active', 'returned' (deposit back less the fee), " +
      "'purchased' (a full day overdue, or damaged: the copy is the member's) or 'ended' (a digital copy after its due date)",
  }),
  digital: Type.Boolean({ description: 'A download (eBook, audiobook): it ends on its due date, nothing is returned' }),
  period_days: Type.Integer(),
  deposit: Money('Paid at checkout: the full price'),
  fee: Money('What the rental costs'),
  refund_on_time: Money('What an on-time, undamaged return gives back: the deposit less the fee'),
  started_at: Time('When the copy reached the member'),
  due_at: Time('When the due date ends (in Nepal)'),
  due_date: Nullable(Type.String({ format: 'date', description: 'The due date, in Nepal (YYYY-MM-DD, AD)' })),
  purchase_at: Time('A printed copy not back by then becomes a purchase: a full day after the due date'),
  ended_at: Time('When it was returned, became a purchase or ended'),
  damaged: Nullable(Type.Boolean({ description: 'On a return: it came back damaged (then a purchase)' })),
  late_fee: Nullable(Money('Kept on a return during the day after the due date')),
  refund: Nullable(Money('What its return gives back')),
  reminded_before_at: Time('When the reminder three days before the due date was sent'),
  reminded_due_at: Time('When the reminder on the due date was sent'),
});

export const MemberRental = Type.Object({
  ...RentalFacts.properties,
  order_id: Type.String(),
  order_item_id: Type.Integer(),
  book: Book,
  overdue: Type.Boolean({ description: 'Active and past its due date' }),
});

export const StaffRental = Type.Object({
  ...MemberRental.properties,
  member: StaffMemberView,
});
