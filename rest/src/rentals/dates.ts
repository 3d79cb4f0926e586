/**
 * A rental's dates, on Nepal's calendar day: a rental runs through the whole of its due date (in
 * Nepal, UTC+05:45 all year, no daylight saving), so a copy returned any time on the date the
 * member was shown is on time. `dueAt` is the instant the due date ends.
 */
import { DAY_MS, RENTAL_RULES } from './terms.js';

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The instant Nepal's calendar day holding `at` began. */
export function startOfNepalDay(at: Date): Date {
  const local = at.getTime() + NEPAL_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - NEPAL_OFFSET_MS);
}

/** Nepal's calendar date of `at`, as YYYY-MM-DD. */
export function nepalDate(at: Date): string {
  return new Date(at.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

export interface RentalDates {
  dueAt: Date;
  /** The start of the day three days before the due date. */
  remindBeforeAt: Date;
  /** The start of the due date. */
  remindDueAt: Date;
}

/** A rental started at `startedAt` for `days` days: due at the end of the day `days` days on. */
export function rentalDates(startedAt: Date, days: number): RentalDates {
  const remindDueAt = startOfNepalDay(new Date(startedAt.getTime() + days * DAY_MS));
  return {
    dueAt: new Date(remindDueAt.getTime() + DAY_MS),
    remindDueAt,
    remindBeforeAt: new Date(remindDueAt.getTime() - RENTAL_RULES.reminderBeforeMs),
  };
}

/** The due date as the member reads it (the day `dueAt` ends). */
export const dueDate = (dueAt: Date) => nepalDate(new Date(dueAt.getTime() - 1));
