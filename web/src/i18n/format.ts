/**
 * Money, numbers and dates in the reader's language. English: 'Rs 1,23,456.00' and '24 Nov 2026'
 * (SPEC §9). Nepali: 'रु १,२३,४५६.००' (Indian grouping, Devanagari digits) and dates in Bikram
 * Sambat ('८ मंसिर २०८३'), the calendar Nepal lives by. Amounts arrive as exact decimal strings
 * and only become numbers to be shown.
 */
import type NepaliDate from 'nepali-date-converter';
import { useMemo } from 'react';
import { useTranslation } from './react';
import { isLanguage, LOCALES, DEFAULT_LANGUAGE, type Language } from './languages';
import { numberFormat } from './numberFormat';

/** How much of a date to show: 'day' 24 Nov 2026, 'long' 24 November 2026, 'month' November 2026, 'dayMonth' 24 Nov, 'dateTime' 24 Nov 2026, 3:05 PM. */
export type DateStyle = 'day' | 'long' | 'month' | 'dayMonth' | 'dateTime';

/** English dates day first ('24 Nov 2026'), with US English's month names ('Sep': British English now says 'Sept'). */
const ENGLISH_DATES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
};
/** Amounts to the paisa; ratings to one decimal ('4.0', '४.०'). */
const MONEY: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const RATING: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
/** A year as a year: '1945', '१९४५', never '1,945'. */
const YEAR: Intl.NumberFormatOptions = { useGrouping: false };
const BS_DATES: Record<DateStyle, string> = {
  day: 'D MMMM YYYY',
  long: 'D MMMM YYYY',
  month: 'MMMM YYYY',
  dayMonth: 'D MMMM',
  dateTime: 'D MMMM YYYY',
};
/**
 * The Gregorian months as Nepali names them, for days outside the converter's years. Not from
 * Intl: Chromium's ICU has no Nepali and writes 'April 20, 1853' (Node's writes '१८५३ अप्रिल २०'),
 * so the server and the browser would draw different dates.
 */
const GREGORIAN_MONTHS_IN_NEPALI = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

/** Bikram Sambat's converter: a chunk only readers of Nepali load (createI18n, switchLanguage). */
let calendar: typeof NepaliDate | undefined;
export async function loadCalendar(language: Language): Promise<void> {
  if (language === 'ne' && !calendar) calendar = (await import('nepali-date-converter')).default;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const pad = (n: number) => String(n).padStart(2, '0');

/** Latin digits in a text as Devanagari ones ('1993-04-27' → '१९९३-०४-२७'). */
export const devanagariDigits = (text: string): string => text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * A day in Bikram Sambat. The converter knows BS 2000-2090 (AD 1943-2034): it refuses days after
 * that, but answers a wrong day for many before it (1913 as 2029), so the answer must lead back.
 */
function bsDay(converter: typeof NepaliDate, date: Date): NepaliDate {
  const bs = new converter(date);
  if (isoDay(bs.toJsDate()) !== isoDay(date))
    throw new RangeError('before the Bikram Sambat years the converter knows');
  return bs;
}

/**
 * A Bikram Sambat day typed as year-month-day ('२०५०-०१-१५' or '2050-1-15') as the Gregorian
 * 'YYYY-MM-DD' the API takes; null when it is no such day (a 33rd of Baisakh) or the converter
 * is not loaded (it is, for a reader of Nepali).
 */
export function bsToAd(text: string): string | null {
  const latin = text.trim().replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(latin);
  if (!calendar || !parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  try {
    const bs = new calendar(year, month - 1, day);
    // The converter rolls a day past a month's end into the next month: such a day does not exist.
    if (bs.getYear() !== year || bs.getMonth() !== month - 1 || bs.getDate() !== day) return null;
    return isoDay(bs.toJsDate());
  } catch {
    return null; // outside the years it knows
  }
}

/** A Gregorian 'YYYY-MM-DD' as the Bikram Sambat day in Devanagari digits ('२०५०-०१-१५'), or '' if it cannot say. */
export function adToBs(day: string): string {
  const date = parseDate(day);
  if (!calendar || Number.isNaN(date.getTime())) return '';
  try {
    return bsDay(calendar, date).format('YYYY-MM-DD', 'np');
  } catch {
    return '';
  }
}

export interface Formatters {
  language: Language;
  money(amount: string | number): string;
  number(value: number): string;
  /** An average rating to one decimal: '4.0', '४.०'. */
  rating(value: number): string;
  /** A year in the language's digits: '1945', '१९४५' (one script on a line of figures). */
  year(value: number): string;
  /** Figures written as text (a phone number) in the language's digits: '9841234567', '९८४१२३४५६७'. */
  digits(text: string): string;
  date(value: string | Date, style?: DateStyle): string;
}

/** A date as the API sends it: a day ('2026-11-24', that day here, not in UTC) or a moment (ISO 8601). */
function parseDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** Made on first use: making an Intl formatter is costly, and most pages use one or two. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export function formatters(language: Language): Formatters {
  const locale = LOCALES[language];
  const time = lazy(() => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }));
  const englishDates = new Map<DateStyle, Intl.DateTimeFormat>();
  const englishDate = (date: Date, style: DateStyle) => {
    let format = englishDates.get(style);
    if (!format) englishDates.set(style, (format = new Intl.DateTimeFormat('en-US', ENGLISH_DATES[style])));
    const { day, month, year, hour, minute, dayPeriod } = Object.fromEntries(
      format.formatToParts(date).map((part) => [part.type, part.value]),
    ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
    const text = [day, month, year].filter(Boolean).join(' ');
    return hour ? `${text}, ${hour}:${minute} ${dayPeriod}` : text;
  };
  /** A Gregorian day laid out as a Bikram Sambat one ('२० अप्रिल १८५३'). */
  const gregorianInNepali = (date: Date, style: DateStyle) => {
    const figures = numberFormat(language, YEAR);
    const text = BS_DATES[style].replace(/MMMM|YYYY|D/g, (part) =>
      part === 'MMMM'
        ? GREGORIAN_MONTHS_IN_NEPALI[date.getMonth()]!
        : figures.format(part === 'D' ? date.getDate() : date.getFullYear()),
    );
    return style === 'dateTime' ? `${text}, ${time().format(date)}` : text;
  };
  const bsDate = (date: Date, style: DateStyle) => {
    try {
      if (!calendar) throw new Error('the Bikram Sambat converter is not loaded');
      const bs = bsDay(calendar, date).format(BS_DATES[style], 'np');
      return style === 'dateTime' ? `${bs}, ${time().format(date)}` : bs;
    } catch {
      // Outside the converter's years (before 1943 or after 2034), or before it loaded: the Gregorian day.
      return gregorianInNepali(date, style);
    }
  };
  return {
    language,
    money: (amount) => {
      const value = Number(amount);
      return `${language === 'ne' ? 'रु' : 'Rs'} ${numberFormat(language, MONEY).format(Number.isFinite(value) ? value : 0)}`;
    },
    number: (value) => numberFormat(language).format(value),
    rating: (value) => numberFormat(language, RATING).format(value),
    year: (value) => numberFormat(language, YEAR).format(value),
    digits: (text) => (language === 'ne' ? devanagariDigits(text) : text),
    date: (value, style = 'day') => {
      const date = parseDate(value);
      if (Number.isNaN(date.getTime())) return '';
      return language === 'ne' ? bsDate(date, style) : englishDate(date, style);
    },
  };
}

const cached = new Map<Language, Formatters>();
export const formattersFor = (language: string | undefined): Formatters => {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let found = cached.get(lang);
  if (!found) cached.set(lang, (found = formatters(lang)));
  return found;
};

/** The formatters of the language the screen is drawn in; it re-renders when the language changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
