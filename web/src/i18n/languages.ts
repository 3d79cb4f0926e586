/**
 * The app's languages (issue 20): English from SPEC's texts, Nepali written for the project.
 * A browser remembers its choice in a cookie (so the server renders pages in it too); a member's
 * choice is also kept in their settings and comes back on every sign-in.
 */
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

/**
 * Intl locales. Nepali numbers are Indian-grouped Devanagari digits (रु १,२५,०००.००): asked for
 * explicitly, since browsers' ICU data for 'ne' may have neither (Chromium's gives '125,000.00').
 */
export const LOCALES: Record<Language, string> = { en: 'en-IN', ne: 'en-IN-u-nu-deva' };

export const LANGUAGE_COOKIE = 'pustak.lang';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a Cookie header (or document.cookie) names; English when none or unknown. */
export function languageFromCookie(cookie: string | undefined): Language {
  const match = /(?:^|;\s*)pustak\.lang=([a-z]+)/.exec(cookie ?? '');
  return isLanguage(match?.[1]) ? match[1] : DEFAULT_LANGUAGE;
}
