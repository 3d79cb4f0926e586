/**
 * One translator per reader (translate.ts): the browser makes one at start (main.tsx), the server
 * one per request (server/render.tsx), each with the catalogs of its language already loaded, so
 * the first render is in the reader's language and nothing is fetched during it.
 */
import type { Namespace } from './catalogs';
import { loadCalendar } from './format';
import type { Language } from './languages';
import { createTranslator, findI18n, type I18n } from './translate';

/** A translator in `language` with `namespaces` loaded (the server asks for all of them). */
export async function createI18n(language: Language, namespaces: readonly Namespace[] = ['common']): Promise<I18n> {
  const [i18n] = await Promise.all([createTranslator(language, namespaces), loadCalendar(language)]);
  return i18n;
}

/** A screen's catalogs, loaded before it renders (in the browser's one translator; none yet: a no-op). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await findI18n()?.loadNamespaces(namespaces);
}

/**
 * Switches a running translator to `language`, with the catalogs it has loaded so far: they and the
 * calendar load side by side, and the screens redraw once both are in.
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  await Promise.all([i18n.loadLanguage(language), loadCalendar(language)]);
  await i18n.changeLanguage(language);
}
