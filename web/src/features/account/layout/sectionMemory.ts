/**
 * The last account section visited, for this browser session only (SPEC §2): sessionStorage,
 * cleared when the member leaves /account. Never holds anything but a section path.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'pustak.account.section';

/** The section /account opens on a wide screen before any other was visited (Currently Reading). */
export const FIRST_SECTION = 'reading';

export const sectionMemory = {
  remember(section: string) {
    if (section) window.sessionStorage.setItem(KEY, section);
  },
  recall(): string | null {
    return window.sessionStorage.getItem(KEY);
  },
  forget() {
    window.sessionStorage.removeItem(KEY);
  },
};

export const isInAccountArea = (pathname: string) => /^\/account(\/|$)/.test(pathname);

const noChanges = () => () => {};

/**
 * The remembered section, for rendering: none on the server, which cannot know it, and while
 * hydrating what the server drew; then this tab's (React draws again if they differ).
 */
export function useRememberedSection(): string | null {
  return useSyncExternalStore(noChanges, sectionMemory.recall, () => null);
}
