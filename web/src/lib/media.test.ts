import { expect, it } from 'vitest';
import { guessPhone } from './media';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

it('draws for a phone when the browser says it is one, by its client hint or its User-Agent', () => {
  expect(guessPhone(ANDROID_PHONE)).toBe(true);
  expect(guessPhone(IPHONE)).toBe(true);
  expect(guessPhone(DESKTOP_CHROME, '?1')).toBe(true);
  expect(guessPhone(DESKTOP_CHROME, '?0')).toBe(false);
  expect(guessPhone(DESKTOP_CHROME)).toBe(false);
  expect(guessPhone(undefined)).toBe(false);
  // A word that merely contains the letters is no phone.
  expect(guessPhone('SomeAutomobileCrawler/1.0')).toBe(false);
});
