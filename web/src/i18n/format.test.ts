import { describe, expect, it } from 'vitest';
import { adToBs, bsToAd, formatters, loadCalendar } from './format';

await loadCalendar('ne');

describe('formatters', () => {
  const en = formatters('en');
  const ne = formatters('ne');

  it('shows money as SPEC §9 in English and as रु with Indian grouping and Devanagari digits in Nepali', () => {
    expect(en.money('125000')).toBe('Rs 1,25,000.00');
    expect(ne.money('125000')).toBe('रु १,२५,०००.००');
    expect(ne.money(1234.5)).toBe('रु १,२३४.५०');
    expect(en.money('not a number')).toBe('Rs 0.00');
  });

  it('keeps English money exactly as SPEC §9 writes it', () => {
    expect(en.money('123456')).toBe('Rs 1,23,456.00');
    expect(en.money('1195.5')).toBe('Rs 1,195.50');
    expect(en.money('0')).toBe('Rs 0.00');
  });

  it("gives an average rating one decimal, in the reader's digits", () => {
    expect(en.rating(4)).toBe('4.0');
    expect(ne.rating(3.25)).toBe('३.३');
  });

  it("writes a year in the reader's digits and never groups it", () => {
    expect(en.year(1945)).toBe('1945');
    expect(ne.year(1945)).toBe('१९४५');
    expect(ne.year(2024)).not.toMatch(/[0-9,]/);
  });

  it('reads a Bikram Sambat day typed in either digits as its Gregorian day, and refuses days that do not exist', () => {
    expect(bsToAd('२०५०-०१-१५')).toBe('1993-04-27');
    expect(bsToAd(' 2050-1-15 ')).toBe('1993-04-27');
    expect(adToBs('1993-04-27')).toBe('२०५०-०१-१५');
    expect(adToBs('1913-04-20'), 'a day the converter gets wrong').toBe('');
    for (const bad of ['२०५०-०१-३५', '2050-13-01', '2050-00-10', '15-01-2050', 'abc', ''])
      expect(bsToAd(bad)).toBeNull();
  });

  it('writes numbers in Devanagari digits in Nepali', () => {
    expect(ne.number(1250)).toBe('१,२५०');
    expect(en.number(1250)).toBe('1,250');
  });

  it('dates in Bikram Sambat in Nepali, Gregorian in English', () => {
    expect(en.date('2026-11-24T10:00:00Z', 'day')).toBe('24 Nov 2026');
    expect(ne.date('2026-11-24T10:00:00Z', 'day')).toBe('८ मंसिर २०८३');
    expect(ne.date('1990-05-05', 'month')).toBe('बैशाख २०४७');
    expect(ne.date('not a date')).toBe('');
    // Before the converter's first year (a classic's publication): the Gregorian day, still all Nepali,
    // never a Bikram Sambat day that is not that day.
    expect(ne.date('1813-01-28', 'long')).toBe('२८ जनवरी १८१३');
    expect(ne.date('1913-04-20', 'month')).toBe('अप्रिल १९१३');
    expect(ne.date('2040-11-05', 'day')).toBe('५ नोभेम्बर २०४०');
    expect(ne.date('1943-04-14', 'long')).toBe('१ बैशाख २०००');
    expect(en.date('not a date')).toBe('');
  });

  it('writes English dates day first in every style, with three-letter months', () => {
    const moment = new Date(2026, 8, 7, 15, 5);
    expect(en.date(moment, 'day')).toBe('7 Sep 2026');
    expect(en.date(moment, 'long')).toBe('7 September 2026');
    expect(en.date(moment, 'month')).toBe('September 2026');
    expect(en.date(moment, 'dayMonth')).toBe('7 Sep');
    expect(en.date(moment, 'dateTime')).toBe('7 Sep 2026, 3:05 PM');
    expect(en.date(new Date(2026, 0, 1, 0, 30), 'dateTime')).toBe('1 Jan 2026, 12:30 AM');
    // A day is that day wherever the reader is, not the UTC midnight before it.
    expect(en.date('2026-11-24')).toBe('24 Nov 2026');
  });
});
