/**
 * The translator the screens speak through (translate.ts), on the real catalogs: the texts,
 * plurals and numbers a reader sees in each language, and what happens when a key is missing.
 */
import { describe, expect, it } from 'vitest';
import { createI18n, switchLanguage } from '.';
import { NAMESPACES } from './catalogs';
import { LANGUAGES } from './languages';
import type { TKey } from './translate';

const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', { eager: true, import: 'default' });

describe('translator', async () => {
  const i18n = await createI18n('en', ['book', 'account']);
  const book = i18n.getFixedT('book');

  it('chooses the plural form by count and writes the count in the language’s digits', async () => {
    expect(book('page.ratings', { count: 1 })).toBe('1 rating');
    expect(book('page.ratings', { count: 1234 })).toBe('1,234 ratings');
    expect(i18n.t('book.onlyLeft', { count: 2 })).toBe('Only 2 left');
    const nepali = await createI18n('ne', ['book']);
    expect(nepali.getFixedT('book')('page.ratings', { count: 1234 })).toBe('१,२३४ मूल्याङ्कन');
    expect(nepali.t('book.onlyLeft', { count: 3 })).toBe('३ प्रति मात्र बाँकी');
  });

  it('writes a number with the options its text gives (a year without grouping)', async () => {
    const social = (await createI18n('en', ['social'])).getFixedT('social');
    expect(social('challenge.title', { year: 2026 })).toBe('2026 Reading Challenge');
    expect(social('challenge.progress', { done: 1234, goal: 5000 })).toBe('1,234 of 5,000 books');
    const nepali = (await createI18n('ne', ['social'])).getFixedT('social');
    expect(nepali('challenge.title', { year: 2026 })).toBe('सन् २०२६ को पढाइ चुनौती');
  });

  it('fills every placeholder of every catalog text, in both languages', async () => {
    // A number for every placeholder (the options' own names excepted).
    const anything = new Proxy(
      {},
      { get: (_, name) => (name === 'lng' || name === 'defaultValue' ? undefined : 1234) },
    );
    for (const language of LANGUAGES) {
      const reader = await createI18n(language, NAMESPACES);
      for (const ns of NAMESPACES) {
        const t = reader.getFixedT(ns);
        for (const [key, text] of Object.entries(files[`./locales/${language}/${ns}.json`]!))
          expect(t(key as TKey<typeof ns>, anything), `${language} ${ns}: ${text}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('fills placeholders as written, leaving none behind when a value is missing', () => {
    expect(i18n.t('book.rated', { rating: '4.5' })).toBe('Rated 4.5 out of 5');
    expect(i18n.t('book.rated')).toBe('Rated  out of 5');
  });

  it('shows the key, or the default given, for a text the catalog lacks', () => {
    const unknown = 'titles.NoSuchPage' as 'titles.Welcome';
    expect(i18n.t(unknown)).toBe('titles.NoSuchPage');
    expect(i18n.t(unknown, { defaultValue: 'No such page' })).toBe('No such page');
  });

  it('switches language with the namespaces loaded so far, and can speak another on request', async () => {
    const reader = await createI18n('en', ['account']);
    const account = reader.getFixedT('account');
    expect(account('settings.languageChanged', { lng: 'ne' })).toBe('settings.languageChanged');
    await switchLanguage(reader, 'ne');
    expect(reader.language).toBe('ne');
    expect(account('settings.languageChanged')).toBe('Pustak अब नेपालीमा छ');
    expect(account('settings.languageChanged', { lng: 'en' })).toBe('Pustak is now in English');
    // A `t` made for one language stays in it (a screen drawn in English until it redraws).
    expect(reader.getFixedT('account', 'en')('settings.languageChanged')).toBe('Pustak is now in English');
  });

  it('tells listeners once per real change of language', async () => {
    const reader = await createI18n('en');
    let changes = 0;
    const stop = reader.subscribe(() => (changes += 1));
    await switchLanguage(reader, 'en');
    await switchLanguage(reader, 'ne');
    stop();
    await switchLanguage(reader, 'en');
    expect(changes).toBe(1);
  });
});
