/**
 * What jsdom lacks and Mantine uses (media queries, resize and intersection observers, scrolling, fonts),
 * as a browser at desktop width would answer; and a clean page, session and toast list per test.
 */
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createI18n } from '../i18n';
import { NAMESPACES } from '../i18n/catalogs';
import { session } from '../lib/session';

window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver = NoObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver = NoObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo = () => {};
// Mantine's autosizing Textarea listens on document.fonts: a browser's, with no fonts loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// Screens speak English, as a new browser's do (the translator becomes the one getI18n() finds).
await createI18n('en', NAMESPACES);

// Screens wait on the real gateway and REST, on a machine busy with other suites.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  session.signOut();
});
