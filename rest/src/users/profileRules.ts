/**
 * Rules on profile fields that a JSON schema cannot say: a birth date lies between 1900 and today,
 * and a social link is an http(s) link to the site it is named for (or empty, which clears it).
 * Sign-up and profile edits both check here, before anything is written. The web forms and the
 * gateway say the same (EARLIEST_BIRTH_DATE there too).
 */
import { badRequest } from '../http/errors.js';

export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Today where the calendar is furthest ahead (UTC+14): someone born today, anywhere, is not refused. */
export function latestBirthDate(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/** `date` is already a valid YYYY-MM-DD (the schema's format 'date'); ISO dates compare as text. */
export function assertBirthDate(date: string): void {
  if (date > latestBirthDate()) throw badRequest('Date of birth cannot be in the future');
  if (date < EARLIEST_BIRTH_DATE) throw badRequest('Date of birth cannot be before 1900');
}

export const SOCIAL_SITES = { github: 'github.com', linkedin: 'linkedin.com', instagram: 'instagram.com' } as const;
export type SocialField = keyof typeof SOCIAL_SITES;
const LABELS: Record<SocialField, string> = { github: 'GitHub', linkedin: 'LinkedIn', instagram: 'Instagram' };

/** The link as stored ('' clears it); refuses anything but http(s)://[www.]<site>/… */
export function socialLink(field: SocialField, value: string): string {
  const link = value.trim();
  if (link === '') return '';
  const site = SOCIAL_SITES[field];
  const url = URL.canParse(link) ? new URL(link) : undefined;
  const ok =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (url.hostname === site || url.hostname === `www.${site}`) &&
    !url.username &&
    !url.password &&
    !url.port;
  if (!ok) throw badRequest(`${LABELS[field]} link must be an http(s) link to ${site}, e.g. https://${site}/you`);
  return link;
}
