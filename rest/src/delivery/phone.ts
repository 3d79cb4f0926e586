/**
 * Nepali mobile numbers, the ones couriers call on delivery: ten digits starting 97 or 98, written
 * with or without the country code (+977) and with spaces or dashes anywhere. Stored as the ten
 * digits alone, so one number is always written one way.
 */

export const PHONE_RULE =
  'Phone must be a Nepali mobile number: 10 digits starting with 97 or 98 (e.g. 98XXXXXXXX), optionally after +977';

/** The ten digits of a Nepali mobile number; undefined when `raw` is not one. */
export function normalizePhone(raw: string): string | undefined {
  const compact = raw.trim().replace(/[\s-]/g, '');
  const local = compact.startsWith('+977') ? compact.slice(4) : compact;
  return /^9[78]\d{8}$/.test(local) ? local : undefined;
}
