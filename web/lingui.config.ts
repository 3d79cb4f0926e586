/**
 * Lingui's view of the message catalogs (src/i18n/locales/{en,ne}/*.json): one catalog per
 * namespace, in Lingui's minimal JSON (key → ICU message). @lingui/vite-plugin compiles a catalog
 * when a module imports it with `?lingui` (src/i18n/catalogs.ts), so the browser and the server get
 * compiled messages and never parse ICU themselves. Messages are written by hand with explicit keys:
 * there is nothing to extract.
 */
import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/** A catalog per namespace: the files of the source language name them. */
const NAMESPACES = readdirSync(new URL('src/i18n/locales/en', import.meta.url)).map((file) =>
  file.replace(/\.json$/, ''),
);

export default defineConfig({
  locales: ['en', 'ne'],
  sourceLocale: 'en',
  // Every language is complete (src/i18n/catalogs.test.ts): a reader of Nepali gets no English.
  fallbackLocales: false,
  format: formatter({ style: 'minimal' }),
  catalogs: NAMESPACES.map((namespace) => ({
    path: `<rootDir>/src/i18n/locales/{locale}/${namespace}`,
    include: [],
  })),
});
