/**
 * One Intl.NumberFormat per language and options, made on first use and shared by the translator's
 * `{{count, number}}` and the screens' money, counts and ratings (format.ts): making a formatter
 * costs far more than using one, and a catalog page formats dozens of numbers.
 */
import { LOCALES, type Language } from './languages';

const made = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const id = `${language}|${JSON.stringify(options)}`;
  let format = made.get(id);
  if (!format) made.set(id, (format = new Intl.NumberFormat(LOCALES[language], options)));
  return format;
}
