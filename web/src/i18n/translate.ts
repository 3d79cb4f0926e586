/**
 * The app's translator, on Lingui (@lingui/core). Catalogs are ICU messages under explicit keys
 * ('login.title': 'Sign in', 'page.ratings': '{count, plural, one {# rating} other {# ratings}}'),
 * compiled at build time (lingui.config.ts), loaded per namespace from their chunks (catalogs.ts).
 * Keys are typed from the English catalogs; numbers are written in the language's digits (LOCALES).
 * The screens keep i18next's call shapes (`t(key, { count, name })`), so this file is the one
 * place that speaks Lingui.
 */
import { setupI18n, type I18n as Lingui, type MessageOptions, type Messages } from '@lingui/core';
import { loadCatalog, type EnglishCatalogs, type Namespace } from './catalogs';
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from './languages';

/** Every text's key in a namespace, as its English catalog has it: a wrong key fails typecheck. */
export type TKey<N extends Namespace = 'common'> = keyof EnglishCatalogs[N] & string;

export interface TOptions {
  /** Chooses the plural form (`{count, plural, …}`), and is `#` in it. */
  count?: number;
  /** Shown when the catalog has no such text (a key made at run time: an error code, a title). */
  defaultValue?: string;
  /** Another language than the one shown (a message about switching to it). */
  lng?: Language;
  [placeholder: string]: unknown;
}

/** A namespace's texts by key; it names its namespace (<Trans> asks Lingui for the same message). */
export type TFunction<N extends Namespace = 'common'> = ((key: TKey<N>, options?: TOptions) => string) & {
  readonly namespace: N;
};

/** Number styles the catalogs name: `{year, number, year}` is a year, without grouping ('2026', '२०२६'). */
export const MESSAGE_OPTIONS: MessageOptions = { formats: { year: { useGrouping: false } } };

/** A message's id in Lingui, whose catalogs are one per language: its namespace and key ('book:page.ratings'). */
export const messageId = (namespace: Namespace, key: string): string => `${namespace}:${key}`;

const speakerOf = (language: Language): Lingui =>
  setupI18n({ locale: language, locales: LOCALES[language], messages: { [language]: {} } });

/** The translator of one reader: their language and the catalogs loaded so far. */
export class I18n {
  #language: Language;
  /** Lingui in the language shown, for React (@lingui/react's provider and <Trans>): switched with it. */
  readonly lingui: Lingui;
  /** One Lingui per language, for `t`: a `t` made in one language keeps speaking it. */
  readonly #speakers = new Map<Language, Lingui>();
  readonly #loaded = new Set<string>();
  readonly #namespaces = new Set<Namespace>();
  readonly #listeners = new Set<() => void>();

  constructor(language: Language) {
    this.#language = language;
    this.lingui = speakerOf(language);
  }

  get language(): Language {
    return this.#language;
  }

  #speaker(language: Language): Lingui {
    let speaker = this.#speakers.get(language);
    if (!speaker) this.#speakers.set(language, (speaker = speakerOf(language)));
    return speaker;
  }

  /** A text in the reader's language (or `lng`); its key if the catalog has none (or `defaultValue`). */
  translate(namespace: Namespace, key: string, options: TOptions = {}): string {
    const speaker = this.#speaker(options.lng ?? this.#language);
    const id = messageId(namespace, key);
    if (speaker.messages[id] === undefined) return options.defaultValue ?? key;
    return speaker._(id, options, MESSAGE_OPTIONS);
  }

  /** A namespace's `t`, in `language` if given (else whichever is shown when it is called). */
  getFixedT<N extends Namespace>(namespace: N, language?: Language): TFunction<N> {
    const t = (key: TKey<N>, options?: TOptions) =>
      this.translate(namespace, key, language && !options?.lng ? { ...options, lng: language } : options);
    return Object.assign(t, { namespace });
  }

  /** `common`'s texts: for code outside React (toasts, errors, the page's title). */
  readonly t: TFunction = this.getFixedT('common');

  /** Loads `namespaces` in the reader's language; they are loaded in any language switched to later. */
  async loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
    for (const namespace of namespaces) this.#namespaces.add(namespace);
    await this.#load(this.#language, namespaces);
  }

  /** Loads every namespace loaded so far in `language`, without showing it yet. */
  async loadLanguage(language: Language): Promise<void> {
    await this.#load(language, [...this.#namespaces]);
  }

  /** Shows `language`, with every namespace loaded so far, once they have arrived. */
  async changeLanguage(language: Language): Promise<void> {
    await this.loadLanguage(language);
    if (language === this.#language) return;
    this.#language = language;
    this.lingui.activate(language, LOCALES[language]);
    for (const listener of this.#listeners) listener();
  }

  /** Called when the language changes (useTranslation re-renders with it). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  async #load(language: Language, namespaces: readonly Namespace[]): Promise<void> {
    const missing = namespaces.filter((namespace) => !this.#loaded.has(`${language}/${namespace}`));
    const catalogs = await Promise.all(missing.map((namespace) => loadCatalog(language, namespace)));
    missing.forEach((namespace, i) => {
      this.#loaded.add(`${language}/${namespace}`);
      const messages: Messages = {};
      for (const [key, message] of Object.entries(catalogs[i]!)) messages[messageId(namespace, key)] = message;
      this.#speaker(language).load(language, messages);
      this.lingui.load(language, { ...messages });
    });
  }
}

/** The browser's one translator (main.tsx); on the server, the last one made, which no render reads. */
let current: I18n | undefined;
/** The browser's translator, or none before main.tsx made it. */
export const findI18n = (): I18n | undefined => current;
/** The browser's translator, for code outside React that runs once the app has started. */
export function getI18n(): I18n {
  if (!current) throw new Error('no translator yet: createI18n() makes it before the app renders');
  return current;
}

/**
 * A translator in `language` with `namespaces` loaded (the server asks for all of them). There is
 * no fallback to English: catalogs.test.ts keeps every language complete, and a reader of Nepali
 * downloads no English catalog.
 */
export async function createTranslator(language: string, namespaces: readonly Namespace[]): Promise<I18n> {
  const translator = new I18n(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  await translator.loadNamespaces([...new Set<Namespace>(['common', ...namespaces])]);
  current = translator;
  return translator;
}
