/**
 * Message catalogs, one JSON file per namespace and language (locales/{en,ne}/*.json). English is
 * in the shell; another language's catalogs are a chunk of their own, loaded before the first
 * render in that language, so English readers never download Nepali and the reverse costs one file.
 */
import about from './locales/en/about.json';
import account from './locales/en/account.json';
import auth from './locales/en/auth.json';
import book from './locales/en/book.json';
import cart from './locales/en/cart.json';
import catalog from './locales/en/catalog.json';
import checkout from './locales/en/checkout.json';
import common from './locales/en/common.json';
import contact from './locales/en/contact.json';
import home from './locales/en/home.json';
import landing from './locales/en/landing.json';
import legal from './locales/en/legal.json';
import orders from './locales/en/orders.json';
import payment from './locales/en/payment.json';
import profile from './locales/en/profile.json';
import social from './locales/en/social.json';
import type { Language } from './languages';

export const english = {
  common,
  about,
  account,
  auth,
  book,
  cart,
  catalog,
  checkout,
  contact,
  home,
  landing,
  legal,
  orders,
  payment,
  profile,
  social,
};

export type Namespace = keyof typeof english;
export type Catalogs = { [N in Namespace]: Record<string, unknown> };
export const NAMESPACES = Object.keys(english) as Namespace[];

/** Each other language's locales/<language>/index.ts gathers its namespaces into one chunk. */
const others = import.meta.glob<{ catalogs: Catalogs }>('./locales/*/index.ts');

/** Every namespace's catalog in `language`. */
export async function loadCatalogs(language: Language): Promise<Catalogs> {
  const load = others[`./locales/${language}/index.ts`];
  return load ? (await load()).catalogs : english;
}
