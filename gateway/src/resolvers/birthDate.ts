/**
 * A birth date lies between 1900 and today, as REST also checks (rest/src/users/profileRules.ts):
 * refused here before any REST call, for sign-up and profile edits alike. 'Today' is the date where
 * the calendar is furthest ahead (UTC+14), so nobody born today is refused.
 */
import { badInput } from './errors.js';

export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** `date` is a checked 'YYYY-MM-DD' (the Date scalar); ISO dates compare as text. */
export function assertBirthDate(date: string, now = new Date()): void {
  const latest = new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
  if (date > latest) throw badInput('Date of birth cannot be in the future');
  if (date < EARLIEST_BIRTH_DATE) throw badInput('Date of birth cannot be before 1900');
}
