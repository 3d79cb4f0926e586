/**
 * One i18next instance per reader: the browser makes one at start (main.tsx), the server one per
 * request (server/render.tsx), each with the catalogs of its language already loaded, so the first
 * render is in the reader's language and nothing is fetched during it.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english, loadCatalogs, NAMESPACES } from './catalogs';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, LOCALES, type Language } from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof english;
    // A missing Nepali text falls back to English, never to null or the key.
    returnNull: false;
  }
}

export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, typeof english | Awaited<ReturnType<typeof loadCatalogs>>> = { en: english };
  if (language !== DEFAULT_LANGUAGE) resources[language] = await loadCatalogs(language);
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    resources,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // {{count, number}} in the language's own digits (LOCALES), not whatever the runtime has for 'ne'.
  instance.services.formatter?.add(
    'number',
    (value: number, lng: string | undefined, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(LOCALES[isLanguage(lng) ? lng : DEFAULT_LANGUAGE], options).format(value),
  );
  return instance;
}

/** Loads a language's catalogs into a running instance, then switches to it. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const catalogs = await loadCatalogs(language);
    for (const [ns, messages] of Object.entries(catalogs))
      instance.addResourceBundle(language, ns, messages, true, true);
  }
  await instance.changeLanguage(language);
}
