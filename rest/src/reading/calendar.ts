/**
 * A reading challenge's year, in Nepal's calendar days: a calendar ('ad') year runs 1 January to
 * 31 December; a Bikram Sambat ('bs') year runs 1 Baisakh to the last day of Chaitra. The one BS
 * converter of the repo (nepali-date-converter, also the web's) does the conversion; it knows BS
 * 2000 to 2090. Days are 'YYYY-MM-DD' strings of Nepal's calendar (rentals/dates.ts nepalDate).
 */
import converter from 'nepali-date-converter';

export type Calendar = 'ad' | 'bs';
export const CALENDARS: readonly Calendar[] = ['ad', 'bs'];
/** The years the converter knows (the first and last BS years it can convert whole). */
export const BS_YEARS = { min: 2001, max: 2089 } as const;

// The package is CommonJS: under Node its default import is module.exports, whose default is the class.
type NepaliDateClass = typeof converter.default;
const NepaliDate: NepaliDateClass =
  'default' in converter ? converter.default : (converter as unknown as NepaliDateClass);

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, monthIndex: number, d: number) => `${y}-${pad(monthIndex + 1)}-${pad(d)}`;

/** The Gregorian day on which BS year `year` begins (1 Baisakh). */
function baisakhFirst(year: number): string {
  const ad = new NepaliDate(year, 0, 1).getAD();
  return day(ad.year, ad.month, ad.date);
}

/** The BS year a Nepal calendar day falls in. */
export function bsYearOf(nepalDay: string): number {
  const [y, m, d] = nepalDay.split('-').map(Number) as [number, number, number];
  // The converter reads the local fields of a Date: a local midnight holds exactly that day.
  return new NepaliDate(new Date(y, m - 1, d)).getYear();
}

/** The year of `calendar` that a Nepal calendar day falls in. */
export function yearOf(calendar: Calendar, nepalDay: string): number {
  return calendar === 'ad' ? Number(nepalDay.slice(0, 4)) : bsYearOf(nepalDay);
}

/** The first and last day (both included) of a year, as Gregorian Nepal calendar days. */
export function yearSpan(calendar: Calendar, year: number): { first: string; last: string } {
  if (calendar === 'ad') return { first: `${year}-01-01`, last: `${year}-12-31` };
  const next = new Date(`${baisakhFirst(year + 1)}T00:00:00Z`);
  return { first: baisakhFirst(year), last: new Date(next.getTime() - DAY_MS).toISOString().slice(0, 10) };
}

/** Days from `today` to the year's last day, that day included; 0 once the year is over. */
export function daysLeft(span: { first: string; last: string }, today: string): number {
  const from = today < span.first ? span.first : today;
  if (from > span.last) return 0;
  return Math.round((Date.parse(`${span.last}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
