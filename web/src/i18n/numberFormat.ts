/**
 * One Intl.NumberFormat per language and options, made on first use and shared by the translator's
 * `{{count, number}}` and the screens' money, counts and ratings (format.ts): making a formatter
 * costs far more than using one, and a catalog page formats dozens of numbers. Options are told
 * apart by identity, so the lookup costs no serializing on every number: pass a constant.
 */
import { LOCALES, type Language } from './languages';

const PLAIN: Intl.NumberFormatOptions = {};
const made = new WeakMap<Intl.NumberFormatOptions, Map<Language, Intl.NumberFormat>>();

export function numberFormat(language: Language, options: Intl.NumberFormatOptions = PLAIN): Intl.NumberFormat {
  let byLanguage = made.get(options);
  if (!byLanguage) made.set(options, (byLanguage = new Map()));
  let format = byLanguage.get(language);
  if (!format) byLanguage.set(language, (format = new Intl.NumberFormat(LOCALES[language], options)));
  return format;
}
