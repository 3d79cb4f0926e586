/** The wire shapes of shelves, readings, progress and reading challenges (routes/reading.ts). */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Book } from '../catalog/schemas.js';
import { Nullable, StringEnum } from '../http/schemas.js';

export const SHELVES = ['want_to_read', 'currently_reading', 'read', 'did_not_finish'] as const;
export type ShelfName = (typeof SHELVES)[number];
export const Shelf = StringEnum(SHELVES, { description: 'The shelf a book is on: one at a time' });

export const READING_STATES = ['reading', 'read', 'did_not_finish'] as const;

/** A Nepal calendar day, YYYY-MM-DD. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day in Nepal, YYYY-MM-DD' });

export const Progress = Type.Object({
  id: Type.Integer(),
  pages: Nullable(Type.Integer(), { description: 'Pages read so far (or null when given in percent)' }),
  percent: Nullable(Type.Integer(), { description: 'Percent read so far (or null when given in pages)' }),
  recorded_at: Type.String({ description: 'When the member recorded it (ISO 8601)' }),
});

export const Reading = Type.Object({
  id: Type.Integer(),
  state: StringEnum(READING_STATES, { description: 'reading (still open), read or did_not_finish' }),
  started_on: Nullable(Day),
  finished_on: Nullable(Day, { description: 'The day it was finished or given up' }),
  progress: Type.Array(Progress, { description: 'Every progress update of this reading, newest first' }),
});

export const ShelfEntry = Type.Object({
  id: Type.Integer(),
  book: Book,
  shelf: Shelf,
  added_at: Type.String(),
  updated_at: Type.String({ description: 'Last moved or progress recorded' }),
  readings: Type.Array(Reading, { description: 'Every reading of the book, newest first: a re-read is a new one' }),
});
export type ShelfEntryJson = Static<typeof ShelfEntry>;

export const ShelfCounts = Type.Object({
  want_to_read: Type.Integer(),
  currently_reading: Type.Integer(),
  read: Type.Integer(),
  did_not_finish: Type.Integer(),
});

export const Challenge = Type.Object({
  calendar: StringEnum(['ad', 'bs'] as const, {
    description: 'ad: the calendar year; bs: Bikram Sambat, Baisakh 1 to the end of Chaitra',
  }),
  year: Type.Integer(),
  goal: Type.Integer(),
  done: Type.Integer({ description: 'Readings finished on the Read shelf within the year (Nepal days)' }),
  to_go: Type.Integer(),
  percent: Type.Integer({ description: 'done of goal, 0 to 100' }),
  days_left: Type.Integer({ description: 'Days left in the year, today included; 0 once it is over' }),
  first_day: Day,
  last_day: Day,
});
export type ChallengeJson = Static<typeof Challenge>;
