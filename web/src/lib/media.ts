/**
 * Screen sizes. Layouts a screen still chooses in script (the cart's cards or table, a profile
 * header's) start from a guess the server can make too: whether the browser is a phone's, as it
 * says itself (Sec-CH-UA-Mobile, or 'Mobi' / 'Android' in its User-Agent). The server draws for the
 * guess and hands it over (lib/serverState.ts), hydration starts from the same, and the media query
 * corrects it once alive where the guess was wrong (a narrow window on a laptop). Without it a
 * phone's page was drawn on the server for a wide screen, then thrown away and drawn again.
 */
import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** SPEC §9: the mobile breakpoint is 768 px (Mantine's `sm`). */
export const MOBILE_QUERY = '(max-width: 768px)';

/** Whether the page is drawn for a phone (AppProvider provides it). */
export const PhoneGuess = createContext(false);

/** A phone's browser, by its request's headers (or navigator.userAgent in the browser). */
export const guessPhone = (userAgent: string | undefined, mobileHint?: string): boolean =>
  mobileHint === '?1' || /\bMobi|\bAndroid/i.test(userAgent ?? '');

/** Whether `query` (a narrow screen's) matches: the phone guess until alive, then the screen's answer. */
export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, useContext(PhoneGuess));
}
