/**
 * Every English text has its Nepali one (issue 20): same keys, same {placeholders}, nothing
 * empty, and nothing left in English except what is the same in both (brand and wallet names).
 * The texts as written (Lingui compiles them for the app; a text that does not compile fails the build).
 */
import { describe, expect, it } from 'vitest';
import { NAMESPACES, type Namespace } from './catalogs';
import { SAME_IN_BOTH } from './sameInBoth';

const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', { eager: true, import: 'default' });
const catalogs = (language: 'en' | 'ne') =>
  Object.fromEntries(
    NAMESPACES.map((ns) => [ns, new Map(Object.entries(files[`./locales/${language}/${ns}.json`]!))]),
  ) as Record<Namespace, Map<string, string>>;

/** The values a text shows ('{name}', '{count, plural, …}', '{total, number}'): each once, whatever its forms. */
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:number|plural|select|selectordinal|date|time)\b)/g)].map(
        (m) => m[1],
      ),
    ),
  ].sort();

describe('message catalogs', () => {
  const [english, nepali] = [catalogs('en'), catalogs('ne')];

  it.each(NAMESPACES)('%s: every English key has a Nepali text with the same placeholders', (ns) => {
    const en = english[ns];
    const ne = nepali[ns];
    expect(
      [...ne.keys()].filter((key) => !en.has(key)),
      'keys only in Nepali',
    ).toEqual([]);
    for (const [key, text] of en) {
      const translated = ne.get(key);
      expect(translated, `${ns}:${key} has no Nepali text`).toBeTruthy();
      expect(placeholders(translated!), `${ns}:${key} placeholders`).toEqual(placeholders(text));
      if (translated === text && /[A-Za-z]{2}/.test(text)) {
        expect(SAME_IN_BOTH, `${ns}:${key} is still English: "${text}"`).toContain(text);
      }
    }
  });

  it("spells English one way, SPEC's: 'Favorites', never 'Favourites'", () => {
    const british = NAMESPACES.flatMap((ns) =>
      [...english[ns]].filter(([, text]) => /favourit/i.test(text)).map(([key, text]) => `${ns}:${key}: ${text}`),
    );
    expect(british).toEqual([]);
  });

  it('closes every tag a text names for <Trans> (an unclosed one would be shown as written)', () => {
    const CLOSED = /<(\w+)\s*\/>|<(\w+)>[^<]*<\/\2>/g;
    for (const [language, catalogs] of [
      ['en', english],
      ['ne', nepali],
    ] as const) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of catalogs[ns])
          expect(text.replace(CLOSED, ''), `${language} ${ns}:${key}`).not.toMatch(/<\/?\w/);
      }
    }
  });

  it('plural texts have both forms, in both languages (Nepali has one and other, as English)', () => {
    for (const [language, catalogs] of [
      ['en', english],
      ['ne', nepali],
    ] as const) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of catalogs[ns]) {
          if (!/\{\s*\w+\s*,\s*plural\s*,/.test(text)) continue;
          expect(text, `${language} ${ns}:${key}`).toMatch(/\sone\s*\{/);
          expect(text, `${language} ${ns}:${key}`).toMatch(/\sother\s*\{/);
        }
      }
    }
  });
});
