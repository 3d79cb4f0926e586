/**
 * Social links as the server takes them: empty, or an http(s) link to the site the field is
 * named for (with or without www.). Checked in the form so the reader sees the server's own words
 * under the field before saving (in the reader's language); the server checks again
 * (rest/src/users/profileRules.ts).
 */
import type { TFunction } from '../../../i18n/translate';

const SITES = { github: 'github.com', linkedin: 'linkedin.com', instagram: 'instagram.com' } as const;
const LABELS = { github: 'GitHub', linkedin: 'LinkedIn', instagram: 'Instagram' } as const;
export type SocialField = keyof typeof SITES;

export function socialLinkError(field: SocialField, value: string, t: TFunction<'account'>): string | undefined {
  const link = value.trim();
  if (!link) return undefined;
  const site = SITES[field];
  let url: URL | undefined;
  try {
    url = new URL(link);
  } catch {
    url = undefined;
  }
  const ok =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (url.hostname === site || url.hostname === `www.${site}`) &&
    !url.username &&
    !url.password &&
    !url.port;
  return ok ? undefined : t('info.errors.socialLink', { label: LABELS[field], site });
}
