/**
 * Message catalogs, one JSON file per namespace and language (locales/{en,ne}/*.json: key → ICU
 * message), compiled by Lingui when imported with `?lingui` (lingui.config.ts). Only the shell's
 * own words (`common`, in English) are in the first download; every other catalog is a small chunk
 * of its own, loaded with the screen that needs it (routes.tsx) and, for another language, only by
 * readers who chose it.
 */
import type { Messages } from '@lingui/core';
import { messages as common } from './locales/en/common.json?lingui';
import type englishCommon from './locales/en/common.json';
import type about from './locales/en/about.json';
import type activity from './locales/en/activity.json';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type book from './locales/en/book.json';
import type cart from './locales/en/cart.json';
import type catalog from './locales/en/catalog.json';
import type checkout from './locales/en/checkout.json';
import type contact from './locales/en/contact.json';
import type home from './locales/en/home.json';
import type landing from './locales/en/landing.json';
import type legal from './locales/en/legal.json';
import type orders from './locales/en/orders.json';
import type payment from './locales/en/payment.json';
import type profile from './locales/en/profile.json';
import type shelves from './locales/en/shelves.json';
import type social from './locales/en/social.json';
import type staff from './locales/en/staff.json';
import type { Language } from './languages';

/** The English catalogs' shapes: every key is typed from them (translate.ts). */
export interface EnglishCatalogs {
  common: typeof englishCommon;
  about: typeof about;
  activity: typeof activity;
  account: typeof account;
  auth: typeof auth;
  book: typeof book;
  cart: typeof cart;
  catalog: typeof catalog;
  checkout: typeof checkout;
  contact: typeof contact;
  home: typeof home;
  landing: typeof landing;
  legal: typeof legal;
  orders: typeof orders;
  payment: typeof payment;
  profile: typeof profile;
  shelves: typeof shelves;
  social: typeof social;
  staff: typeof staff;
}

export type Namespace = keyof EnglishCatalogs;

export const NAMESPACES: readonly Namespace[] = [
  'common',
  'about',
  'activity',
  'account',
  'auth',
  'book',
  'cart',
  'catalog',
  'checkout',
  'contact',
  'home',
  'landing',
  'legal',
  'orders',
  'payment',
  'profile',
  'shelves',
  'social',
  'staff',
];

const files = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/en/common.json'], {
  query: '?lingui',
  import: 'messages',
});

/** One namespace's compiled catalog in `language` (empty when the language has none). */
export async function loadCatalog(language: Language, namespace: Namespace): Promise<Messages> {
  if (language === 'en' && namespace === 'common') return common;
  const load = files[`./locales/${language}/${namespace}.json`];
  return load ? load() : {};
}
