/**
 * The birth dates the forms offer: from 1900-01-01 to today, as the server accepts (it refuses
 * the rest with the same words). Dates are the YYYY-MM-DD of a date input, compared as text.
 */
import { getI18n } from '../i18n/translate';

export const BIRTH_DATE_MIN = '1900-01-01';

/** Today in the reader's own calendar, as a date input writes it. */
export function birthDateMax(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The server's words for a date it would refuse, or undefined (also for an empty field). */
export function birthDateError(date: string, now = new Date()): string | undefined {
  if (!date) return undefined;
  if (date > birthDateMax(now)) return getI18n().t('validation.birthDateFuture');
  if (date < BIRTH_DATE_MIN) return getI18n().t('validation.birthDateTooEarly');
  return undefined;
}
