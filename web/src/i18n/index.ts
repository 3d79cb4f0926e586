/**
 * One i18next instance per reader: the browser makes one at start (main.tsx), the server one per
 * request (server/render.tsx), each with the catalogs of its language already loaded, so the first
 * render is in the reader's language and nothing is fetched during it.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { getI18n, initReactI18next } from 'react-i18next';
import { loadCatalog, type EnglishCatalogs, type Namespace } from './catalogs';
import { loadCalendar } from './format';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, LOCALES, type Language } from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishCatalogs;
    returnNull: false;
  }
}

/** Catalogs come from their chunks (catalogs.ts), never from the network by URL. */
const chunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    loadCatalog(lang, namespace as Namespace).then(
      (catalog) => callback(null, catalog),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * An instance in `language` with `namespaces` loaded (the server asks for all of them). There is
 * no fallback to English: catalogs.test.ts keeps every language complete, and a reader of Nepali
 * downloads no English catalog.
 */
export async function createI18n(language: Language, namespaces: readonly Namespace[] = ['common']): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(chunks)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...new Set<Namespace>(['common', ...namespaces])],
      defaultNS: 'common',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // Screens load their catalogs before they render (routes.tsx): nothing waits in render.
      react: { useSuspense: false },
    });
  await loadCalendar(language);
  // {{count, number}} in the language's own digits (LOCALES), not whatever the runtime has for 'ne';
  // one Intl formatter per language and options (made once: a catalog page formats dozens of counts).
  instance.services.formatter?.addCached('number', (lng: string | undefined, options?: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(LOCALES[isLanguage(lng) ? lng : DEFAULT_LANGUAGE], options);
    return (value: number) => format.format(value);
  });
  return instance;
}

/** A screen's catalogs, loaded before it renders (in the browser's one instance; none yet: a no-op). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const instance = getI18n() as I18n | undefined;
  if (instance?.isInitialized) await instance.loadNamespaces([...namespaces]);
}

/** Switches a running instance to `language`, with the catalogs it has loaded so far. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  await Promise.all([instance.loadLanguages(language), loadCalendar(language)]);
  await instance.changeLanguage(language);
}
