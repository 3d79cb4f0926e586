/**
 * The reader's language and the one way to change it: the browser remembers it in a cookie (the
 * server renders the next page in it), <html lang> follows it, and a member's choice is saved in
 * their settings so it comes back on every device they sign in on (applyMemberLanguage).
 */
import type { ApolloClient } from '@apollo/client';
import type { I18n } from './translate';
import { useTranslation } from './react';
import { graphql } from '../gql';
import { loadApolloClient } from '../lib/lazyApollo';
import { session } from '../lib/session';
import { switchLanguage } from '.';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, languageFromCookie, type Language } from './languages';

const SaveLanguage = graphql(`
  mutation SaveLanguage($language: Language!) {
    updateSettings(input: { language: $language }) {
      id
      settings {
        language
      }
    }
  }
`);

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language this browser chose (the cookie), or English. */
export const browserLanguage = (): Language =>
  typeof document === 'undefined' ? DEFAULT_LANGUAGE : languageFromCookie(document.cookie);

async function show(i18n: I18n, language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
  document.documentElement.lang = language;
  await switchLanguage(i18n, language);
}

async function saveLanguage(client: ApolloClient, language: Language): Promise<void> {
  await client.mutate({ mutation: SaveLanguage, variables: { language: language === 'ne' ? 'NE' : 'EN' } });
}

/**
 * After signing in or up: the member's saved language becomes this browser's; a member who never
 * chose one keeps the browser's, saved for them if it is not the default (a failed save changes nothing).
 */
export async function applyMemberLanguage(
  i18n: I18n,
  client: ApolloClient,
  saved: string | null | undefined,
): Promise<void> {
  const language = saved?.toLowerCase();
  if (isLanguage(language)) {
    if (language !== i18n.language) await show(i18n, language);
  } else if (i18n.language !== DEFAULT_LANGUAGE && isLanguage(i18n.language)) {
    await saveLanguage(client, i18n.language).catch(() => undefined);
  }
}

export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return {
    language,
    /** Shows the app in `next` at once; a member's choice is saved (a failed save keeps the switch). */
    async setLanguage(next: Language): Promise<void> {
      await show(i18n, next);
      if (!session.isSignedIn) return;
      // The switch is in the header of every page, some of which have not needed the client yet.
      const client = await loadApolloClient();
      if (client) await saveLanguage(client, next).catch(() => undefined);
    },
  };
}
