/**
 * Every English text has its Nepali one (issue 20): same keys, same {{placeholders}}, nothing
 * empty, and nothing left in English except what is the same in both (brand and wallet names).
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog, NAMESPACES, type Catalog, type Namespace } from './catalogs';
import { SAME_IN_BOTH } from './sameInBoth';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
/** A plural key's forms: Nepali has 'one' and 'other', as English. */
const stem = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const load = async (language: 'en' | 'ne') =>
  Object.fromEntries(await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadCatalog(language, ns)]))) as Record<
    Namespace,
    Catalog
  >;

describe('message catalogs', async () => {
  const [english, nepali] = [await load('en'), await load('ne')];

  it.each(NAMESPACES)('%s: every English key has a Nepali text with the same placeholders', (ns) => {
    const en = flatten(english[ns] as Tree);
    const ne = flatten(nepali[ns] as Tree);
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

  it('closes every tag a text names for <Trans> (an unclosed one would be shown as written)', () => {
    const CLOSED = /<(\w+)\s*\/>|<(\w+)>[^<]*<\/\2>/g;
    for (const [language, catalogs] of [
      ['en', english],
      ['ne', nepali],
    ] as const) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of flatten(catalogs[ns] as Tree))
          expect(text.replace(CLOSED, ''), `${language} ${ns}:${key}`).not.toMatch(/<\/?\w/);
      }
    }
  });

  it('plural keys come in pairs', () => {
    for (const ns of NAMESPACES) {
      const keys = [...flatten(english[ns] as Tree).keys()].filter((key) => /_(one|other)$/.test(key));
      for (const key of keys) {
        expect(keys, `${ns}:${key}`).toContain(`${stem(key)}_one`);
        expect(keys, `${ns}:${key}`).toContain(`${stem(key)}_other`);
      }
    }
  });
});
