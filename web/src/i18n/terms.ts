/**
 * The catalog's fixed words that arrive as data: book languages, formats and the seeded genres
 * (SPEC §3). A Nepali reader sees them in Nepali; a value the catalog does not know (a genre added
 * later) shows as the server sent it.
 */
import { useTranslation } from './react';

export function useCatalogTerms() {
  const { t } = useTranslation();
  const term = (group: 'languages' | 'formats' | 'genres', value: string | null | undefined) =>
    value ? t(`terms.${group}.${value}` as 'terms.languages.English', { defaultValue: value }) : '';
  return {
    language: (value: string | null | undefined) => term('languages', value),
    format: (value: string | null | undefined) => term('formats', value),
    genre: (name: string) => term('genres', name),
  };
}
