/**
 * The last account section visited, for this browser session only (SPEC §2): sessionStorage,
 * cleared when the member leaves /account. Never holds anything but a section path.
 */
import { useSyncExternalStore } from 'react';
import { paths, type AccountSection } from '../../../config/paths';

const KEY = 'pustak.account.section';

/** The section /account opens on a wide screen before any other was visited (Currently Reading). */
export const FIRST_SECTION: AccountSection = 'reading';

export const sectionMemory = {
  remember(section: AccountSection | '') {
    if (section) window.sessionStorage.setItem(KEY, section);
  },
  recall(): AccountSection | null {
    // Only remember() writes it.
    return window.sessionStorage.getItem(KEY) as AccountSection | null;
  },
  forget() {
    window.sessionStorage.removeItem(KEY);
  },
};

export const isInAccountArea = (pathname: string) =>
  pathname === paths.account || pathname.startsWith(`${paths.account}/`);

const noChanges = () => () => {};

/**
 * The remembered section, for rendering: none on the server, which cannot know it, and while
 * hydrating what the server drew; then this tab's (React draws again if they differ).
 */
export function useRememberedSection(): string | null {
  return useSyncExternalStore(noChanges, sectionMemory.recall, () => null);
}
