/**
 * The app's translator: what the screens asked of i18next, in the same catalogs and call shapes,
 * in about 2 kB (issue 17: i18next and react-i18next were 17 kB of a first visit's 130 kB budget).
 * Catalogs keep i18next's JSON: nested keys ('login.title'), {{placeholders}}, {{count, number}}
 * in the language's digits, and plural forms chosen by Intl.PluralRules ('items_one',
 * 'items_other'). Catalogs come from their chunks (catalogs.ts), never by URL.
 */
import { loadCatalog, type Catalog, type EnglishCatalogs, type Namespace } from './catalogs';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { numberFormat } from './numberFormat';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type Stem<K extends string> = K extends `${infer S}${PluralSuffix}` ? S : K;
/** Every text's key in a catalog: 'login.title', and a plural's stem ('cart.items' for 'cart.items_one'). */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Stem<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TKey<N extends Namespace = 'common'> = Keys<EnglishCatalogs[N]>;

export interface TOptions {
  /** Chooses the plural form, and is {{count}}. */
  count?: number;
  /** Shown when the catalog has no such text (a key made at run time: an error code, a title). */
  defaultValue?: string;
  /** Another language than the one shown (a message about switching to it). */
  lng?: Language;
  [placeholder: string]: unknown;
}

/** A namespace's texts by key; it names its namespace (<Trans> reads the text's tags before it fills it). */
export type TFunction<N extends Namespace = 'common'> = ((key: TKey<N>, options?: TOptions) => string) & {
  readonly namespace: N;
};

/** `{{name}}`, `{{count, number}}` or `{{year, number(useGrouping: false)}}` (options as i18next writes them). */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*(?:\(([^)]*)\))?\s*)?\}\}/g;

/**
 * 'useGrouping: false; minimumFractionDigits: 1' → Intl's options, read once per text: the same
 * object each time, which is how numberFormat knows its formatter.
 */
const parsedOptions = new Map<string, Intl.NumberFormatOptions>();
function formatOptions(text = ''): Intl.NumberFormatOptions {
  let options = parsedOptions.get(text);
  if (!options) parsedOptions.set(text, (options = parseOptions(text)));
  return options;
}
function parseOptions(text: string): Intl.NumberFormatOptions {
  const options: Record<string, unknown> = {};
  for (const pair of text.split(';')) {
    const [name, raw] = pair.split(':').map((part) => part.trim());
    if (!name || raw === undefined) continue;
    options[name] = raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  return options;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralRule(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/** Fills a text's placeholders: numbers marked `number` in the language's own digits. */
export function interpolate(text: string, values: TOptions, language: Language): string {
  return text.replace(PLACEHOLDER, (_, name: string, format?: string, options?: string) => {
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number')
      return numberFormat(language, formatOptions(options)).format(value);
    return String(value as string | number);
  });
}

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The translator of one reader: their language and the catalogs loaded so far. */
export class I18n {
  #language: Language;
  readonly #catalogs = new Map<string, Catalog>();
  readonly #namespaces = new Set<Namespace>();
  readonly #listeners = new Set<() => void>();

  constructor(language: Language) {
    this.#language = language;
  }

  get language(): Language {
    return this.#language;
  }

  /** A text before its placeholders are filled: the plural form `count` asks for, if the catalog has it. */
  template(namespace: Namespace, key: string, options: TOptions = {}): string | undefined {
    const language = options.lng ?? this.#language;
    const catalog = this.#catalogs.get(`${language}/${namespace}`);
    if (typeof options.count === 'number') {
      const form =
        (options.count === 0 ? lookup(catalog, `${key}_zero`) : undefined) ??
        lookup(catalog, `${key}_${pluralRule(language).select(options.count)}`);
      if (form !== undefined) return form;
    }
    return lookup(catalog, key);
  }

  /** A text in the reader's language; its key if the catalog has none (or `defaultValue`). */
  translate(namespace: Namespace, key: string, options: TOptions = {}): string {
    const text = this.template(namespace, key, options);
    if (text === undefined) return options.defaultValue ?? key;
    return interpolate(text, options, options.lng ?? this.#language);
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
    for (const listener of this.#listeners) listener();
  }

  /** Called when the language changes (useTranslation re-renders with it). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  async #load(language: Language, namespaces: readonly Namespace[]): Promise<void> {
    const missing = namespaces.filter((namespace) => !this.#catalogs.has(`${language}/${namespace}`));
    const catalogs = await Promise.all(missing.map((namespace) => loadCatalog(language, namespace)));
    missing.forEach((namespace, i) => this.#catalogs.set(`${language}/${namespace}`, catalogs[i]!));
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
