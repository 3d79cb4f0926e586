/**
 * The app in Nepali (issue 20): the header's switch turns every main screen into Nepali, with
 * रु amounts in Indian grouping, Devanagari digits and Bikram Sambat dates; the server renders the
 * next page in it; switching back restores English; a member's choice comes back on a new sign-in.
 * The sweep checks every visible text against the English catalogs (web/src/i18n/locales/en), so
 * a text added in English only is found without a hand-kept list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SAME_IN_BOTH } from '../web/src/i18n/sameInBoth.js';
import {
  baseUrl,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  screenshotBothSizes,
  untilAlive,
  useBrowser,
} from './support/browser.js';
import { graph } from './support/graph.js';
import { PASSWORD, newMember } from './support/members.js';
import {
  fill,
  MAIN_SCREENS,
  makeFixtures,
  openScreen,
  signInWithToken,
  type Fixtures,
  type Screen,
} from './support/screens.js';

useBrowser();

const LOCALES = path.resolve(import.meta.dirname, '../web/src/i18n/locales');

/** A language's texts by namespace and key ('book.json:page.ratings'). */
const catalog = (language: string) =>
  new Map(
    readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        Object.entries(
          JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Record<string, string>,
        ).map(([key, text]) => [`${file}:${key}`, text] as const),
      ),
  );

/** A text as a reader may see it: each form of a plural ('# day' as '{count, number} day'), else the text. */
function forms(text: string): string[] {
  const plural = /^\{\s*(\w+)\s*,\s*plural\s*,(.*)\}$/s.exec(text);
  if (!plural) return [text];
  const [, count, cases] = plural as unknown as [string, string, string];
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  [...cases].forEach((char, i) => {
    if (char === '{' && depth++ === 0) start = i + 1;
    else if (char === '}' && --depth === 0) out.push(cases.slice(start, i).replaceAll('#', `{${count}, number}`));
  });
  return out;
}

/** Every English text that has a different Nepali one, as a whole-text pattern ({x} matches anything). */
function englishPatterns(): { key: string; pattern: RegExp }[] {
  const nepali = catalog('ne');
  return (
    [...catalog('en')]
      // People's names (the About page's team) are names, as members' are: not looked for.
      .filter(([key]) => !key.endsWith('.name'))
      .filter(([key, text]) => nepali.get(key) !== text && !SAME_IN_BOTH.includes(text) && /[A-Za-z]{2}/.test(text))
      .flatMap(([key, text]) =>
        forms(text)
          // English words outside the placeholders: '{name} ({count, number})' has none to find, and
          // '{title} by {author}' only a joining word that any English title or description holds.
          .filter((form) => {
            const words = form.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
            return words.length > 1 || (words[0]?.length ?? 0) > 3;
          })
          .map((form) => {
            // A count or number placeholder stands for digits (in either script); any other for any text.
            const holes = [...form.matchAll(/\{([^{}]*)\}/g)].map(([, inner]) =>
              /^\s*count\b|,\s*number/.test(inner!) ? '[0-9०-९][0-9०-९,.]*' : '.+?',
            );
            const source = form
              .split(/\{[^{}]*\}/)
              .map((part, i) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, ' ') + (holes[i] ?? ''))
              .join('');
            return { key, pattern: new RegExp(`^${source}$`) };
          }),
      )
  );
}

/** What a reader sees or hears: visible text, each element's whole text, labels, placeholders and the title. */
/**
 * Figures written in Latin digits on a page in Nepali (issue 37: one script per line of figures): a
 * text that is only figures ('2026', ' · 1945', '3/5'), or Nepali words beside a Latin digit. Names,
 * titles, usernames and addresses keep what their owners wrote (they have Latin letters).
 */
function latinFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Identifiers (an order's hex number, a username) are not figures: only numbers written in Latin digits count.
      // An order's number is the first 8 hex characters of its id, all digits in about 1 order in 40 ('#95584894').
      const text = (node.textContent ?? '').replace(/#[0-9a-f]{8}(?![0-9a-f])/gi, '#');
      if (!/(^|[^\p{L}0-9])[0-9]+([^\p{L}0-9]|$)/u.test(text)) continue;
      const parent = node.parentElement;
      if (!/[0-9]/.test(text) || !parent || parent.closest('script, style, [lang]:not([lang="ne"])')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const onlyFigures = !/\p{L}/u.test(text);
      if (onlyFigures || /[\u0900-\u097F]/.test(text))
        found.push(`${text.trim()} <${parent.tagName.toLowerCase()} ${parent.className}>`);
    }
    return found;
  });
}

function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = text?.replace(/\s+/g, ' ').trim();
      if (clean) out.add(clean);
    };
    // Text marked as another language (the switch's 'English') is meant to be in it.
    const visible = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
      el.closest('[lang]')?.getAttribute('lang') === document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && visible(node.parentElement)) add(node.textContent);
    }
    for (const el of Array.from(
      document.body.querySelectorAll('p, a, button, label, h1, h2, h3, h4, h5, h6, span, td, th, li'),
    )) {
      // An element whose words are marked as another language (the switch's 'English') is skipped with them.
      const foreign = el.querySelector(`[lang]:not([lang="${document.documentElement.lang}"])`);
      if (visible(el) && el.childElementCount <= 3 && !foreign) add(el.textContent);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) add(el.getAttribute(name));
    }
    add(document.title.replace(/^Pustak - /, ''));
    return [...out];
  });
}

/** What the sweep finds on the page as it is now: English catalog texts, 'Rs' amounts and Latin figures. */
async function leftovers(page: Page, patterns: { key: string; pattern: RegExp }[]) {
  const shown = await shownTexts(page);
  return {
    shown,
    english: shown.flatMap((text) =>
      patterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `"${text}" (${key})`),
    ),
    rupees: shown.filter((text) => /Rs\.? ?\d/.test(text)),
    latin: await latinFigures(page),
  };
}

async function expectAllNepali(page: Page, patterns: { key: string; pattern: RegExp }[], name: string) {
  const found = await leftovers(page, patterns);
  expect(found.english, `${name} still in English`).toEqual([]);
  // Money in रु with Devanagari digits, never 'Rs 1,200.00'; no other figure in Latin digits either.
  expect(found.rupees, `${name}: amounts in Rs`).toEqual([]);
  expect(found.latin, `${name}: figures in Latin digits`).toEqual([]);
  return found.shown;
}

const BS_MONTH = /(बैशाख|जेठ|असार|साउन|श्रावण|भदौ|असोज|कात्तिक|कार्तिक|मंसिर|पुष|पौष|माघ|फागुन|चैत)/;

async function switchTo(page: Page, name: 'नेपाली' | 'English') {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, name === 'English' ? 'en' : 'ne');
}

describe('The app in Nepali', () => {
  let fixtures: Fixtures;
  const patterns = englishPatterns();
  const nepali = catalog('ne');
  /** The member's favourite genres as a Nepali reader sees them ('कविता'). */
  const favouriteGenresInNepali = () =>
    fixtures.favoriteGenres.map((name) => nepali.get(`common.json:terms.genres.${name}`)!);
  beforeAll(async () => {
    fixtures = await makeFixtures(baseUrl());
  });

  it('the catalogs hold English texts to look for (the sweep below is not empty-handed)', () => {
    expect(patterns.length).toBeGreaterThan(500);
    expect(patterns.some(({ pattern }) => pattern.test('Add to Cart'))).toBe(true);
  });

  // The account area's sections and the other screens a reader reaches from the main ones; `ready`
  // names the fixture that shows the screen's data is in, where there is one to wait for.
  const MORE_SCREENS: Screen[] = [
    { name: 'account reading', member: true, path: '/account/reading', ready: '{reading.title}' },
    ...['favorites', 'wishlist', 'profile', 'settings', 'orders'].map((section) => ({
      name: `account ${section}`,
      member: true,
      path: `/account/${section}`,
      ready: '',
    })),
    { name: 'own profile', member: true, path: '/profile/{member.id}', ready: '@{member.username}' },
    ...['account', 'password', 'privacy', 'notifications', 'shipping'].map((section) => ({
      name: `settings ${section}`,
      member: true,
      path: `/account/settings/${section}`,
      ready: '',
    })),
    { name: 'forgot password', member: false, path: '/forgot-password', ready: '' },
  ];

  it.each(MORE_SCREENS)('$name shows no English text in Nepali', async (screen) => {
    const { page, context } = await newPage(DESKTOP);
    await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
    await openScreen(context, page, screen, fixtures, screen.ready ? fill(screen.ready, fixtures) : null);
    await page
      .locator('main')
      .getByText(/[\u0900-\u097F]/)
      .first()
      .waitFor();
    if (screen.name === 'settings account')
      // The favourite-genre chips are drawn once the member's settings are in.
      await page.getByText(favouriteGenresInNepali()[0]!, { exact: true }).first().waitFor();
    const shown = await expectAllNepali(page, patterns, screen.name);
    if (['own profile', 'settings account'].includes(screen.name))
      expect(shown, `${screen.name}: the favourite genres, in Nepali`).toEqual(
        expect.arrayContaining(favouriteGenresInNepali()),
      );
    if (screen.name === 'account reading')
      // The card's one line of figures: year, format and pages, all in Nepali ('१९८७ · पेपरब्याक · ४१९ पृष्ठ').
      expect(
        shown.some((text) => /^[०-९]{4} · [\u0900-\u097F-]+ · [०-९,]+ पृष्ठ$/.test(text)),
        shown.join('\n'),
      ).toBe(true);
    await context.close();
  });

  it.each(MAIN_SCREENS)('$name shows no English text in Nepali', async (screen) => {
    const { page, context } = await newPage(DESKTOP);
    await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
    // Data screens are ready when their data shows (names and titles are the same in both languages).
    const data = /\{([\w.]+)\}/.exec(screen.ready);
    await openScreen(context, page, screen, fixtures, data ? fill(`{${data[1]}}`, fixtures) : null);
    if (!data)
      await page
        .locator('main')
        .getByText(/[\u0900-\u097F]/)
        .first()
        .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');

    const shown = await expectAllNepali(page, patterns, screen.name);
    if (['catalog', 'book detail', 'cart', 'checkout', 'payment', 'order detail'].includes(screen.name)) {
      expect(shown.some((text) => /रु [०-९]{1,3}(,[०-९]{2})*(,[०-९]{3})?\.[०-९]{2}/.test(text))).toBe(true);
    }
    if (screen.name === 'order detail') expect(shown.some((text) => BS_MONTH.test(text))).toBe(true);
    if (screen.name === 'profile')
      // The member visited shares a favourite genre with her: both lists of chips are in Nepali.
      expect(shown).toContain(favouriteGenresInNepali()[0]);
    if (['landing', 'catalog', 'book detail', 'cart', 'order detail', 'social', 'account'].includes(screen.name)) {
      await screenshot(page, `nepali-${screen.name.replace(/ /g, '-')}`);
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `nepali-${screen.name.replace(/ /g, '-')}`);
    }
    if (screen.name === 'book detail') {
      // The Product tab, at 390 px after the page as it opens was taken: pages, date and ratings in
      // Devanagari, the category and genres in Nepali.
      await page.getByRole('tab', { name: 'उत्पादन' }).click();
      const product = page.getByRole('tabpanel', { name: 'उत्पादन' });
      await product.getByText('पृष्ठ संख्या').or(product.getByText('ढाँचा')).first().waitFor();
      await expectAllNepali(page, patterns, 'book detail, Product tab');
      // A date is Nepali words and digits only: no month named in English.
      const published = product.getByRole('row').filter({ hasText: 'प्रकाशन मिति' }).locator('td');
      expect(await published.textContent()).toMatch(/^[\u0900-\u097F ]+$/);
      await screenshot(page, 'nepali-book-product');
    }
    await context.close();
  });

  it("a classic's Product tab: its 1853 date in Nepali words, the same from the server and the browser", async () => {
    const { page, context } = await newPage(DESKTOP);
    await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const { books } = await graph(page, '{ books(filter: { title: "भानुभक्तको रामायण" }) { items { id year } } }');
    const ramayana = (books as { items: { id: string; year: number }[] }).items[0]!;
    expect(ramayana.year).toBe(1853);
    await page.goto(`/books/${ramayana.id}`);
    await untilAlive(page);
    await page.getByRole('tab', { name: 'उत्पादन' }).click();
    const published = page
      .getByRole('tabpanel', { name: 'उत्पादन' })
      .getByRole('row')
      .filter({ hasText: 'प्रकाशन मिति' })
      .locator('td');
    // Before Bikram Sambat's converter knows any day: the Gregorian one, as Nepali writes it.
    expect(await published.textContent()).toMatch(
      /^[०-९]{1,2} (जनवरी|फेब्रुअरी|मार्च|अप्रिल|मे|जुन|जुलाई|अगस्ट|सेप्टेम्बर|अक्टोबर|नोभेम्बर|डिसेम्बर) १८५३$/,
    );
    await expectAllNepali(page, patterns, "the Ramayana's Product tab");
    expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
    await context.close();
  });

  it("the search for 'देवकोटा' and the 404 page are all Nepali, and look finished at 1280 and 390 px", async () => {
    const { context } = await newPage(DESKTOP);
    await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
    for (const [pathName, name, ready] of [
      [`/search?q=${encodeURIComponent('देवकोटा')}`, 'nepali-search-devkota', 'Laxmi Prasad Devkota'],
      ['/no-such-page', 'nepali-not-found', 'गृहपृष्ठमा फर्कनुहोस्'],
    ] as const) {
      await screenshotBothSizes(context, pathName, name, async (page) => {
        await page.locator('main').getByText(ready).first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await expectAllNepali(page, patterns, `${name} at ${page.viewportSize()?.width} px`);
      });
    }
    await context.close();
  });

  it('the header switches a guest to नेपाली and back; the server renders the next page in it', async () => {
    const { page, context } = await newPage(DESKTOP);
    await page.goto('/books');
    await page.getByRole('link', { name: 'Books', exact: true }).first().waitFor();
    await switchTo(page, 'नेपाली');
    await page.getByRole('link', { name: 'पुस्तकहरू', exact: true }).first().waitFor();
    expect(
      await page
        .locator('main')
        .getByText(/^रु [०-९]/)
        .count(),
    ).toBeGreaterThan(0);

    // The browser remembers it: the server draws the next page in Nepali, before any script runs.
    const cookie = (await context.cookies()).find((c) => c.name === 'pustak.lang');
    expect(cookie?.value).toBe('ne');
    const html = await (
      await fetch(`${baseUrl()}/books/${fixtures.book.id}`, { headers: { cookie: 'pustak.lang=ne' } })
    ).text();
    expect(html).toContain('<html lang="ne"');
    expect(html).toContain('कार्टमा थप्नुहोस्');
    expect(html).not.toContain('>Add to Cart<');
    await page.reload();
    await page.getByRole('link', { name: 'पुस्तकहरू', exact: true }).first().waitFor();

    await switchTo(page, 'English');
    await page.getByRole('link', { name: 'Books', exact: true }).first().waitFor();
    expect(
      await page
        .locator('main')
        .getByText(/^Rs \d/)
        .count(),
    ).toBeGreaterThan(0);
    await page.reload();
    await page.getByRole('link', { name: 'Books', exact: true }).first().waitFor();
    await context.close();
  });

  it('at 390 px the switch is in the menu', async () => {
    const { page, context } = await newPage(PHONE);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await switchTo(page, 'नेपाली');
    await page.getByRole('link', { name: 'हाम्रोबारे', exact: true }).first().waitFor();
    await screenshot(page, 'nepali-menu');
    await context.close();
  });

  it('the date of birth is written in Bikram Sambat, and saved as the same day in the Gregorian calendar', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await newMember(page, {
      firstName: 'Sarita',
      lastName: 'Thapa',
      prefix: 'bs',
      dateOfBirth: '1996-06-06',
    });
    await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
    await signInWithToken(context, m);
    await page.goto('/account/profile');
    await untilAlive(page);
    const field = page.getByLabel('जन्म मिति');
    // 6 June 1996 is 24 Jestha 2053.
    await expect.poll(() => field.inputValue()).toBe('२०५३-०२-२४');
    await page.getByText('ई.सं. १९९६-०६-०६').waitFor();

    // A day Baisakh 2050 never had is refused, and nothing is saved.
    await field.fill('२०५०-०१-३५');
    await page.getByText('मिति विक्रम संवत्‌मा वर्ष-महिना-गते गरी लेख्नुहोस्, जस्तै २०५०-०१-१५').waitFor();
    expect((await graph(page, '{ me { dateOfBirth } }', {}, m.token)).me.dateOfBirth).toBe('1996-06-06');

    await field.fill('२०५०-०१-१५');
    await page.getByText('ई.सं. १९९३-०४-२७').waitFor();
    await page.getByRole('button', { name: 'परिवर्तन सेभ गर्नुहोस्' }).click();
    await page.getByText('प्रोफाइल अद्यावधिक भयो').first().waitFor();
    expect((await graph(page, '{ me { dateOfBirth } }', {}, m.token)).me.dateOfBirth).toBe('1993-04-27');
    await screenshot(page, 'nepali-birth-date');
    await context.close();
  });

  it("a member's choice is saved and comes back when they sign in on a new browser", async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await newMember(page, { firstName: 'Sabin', lastName: 'Rai', prefix: 'lang' });
    await page.goto('/login');
    await page.getByLabel('Email').fill(m.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await switchTo(page, 'नेपाली');
    await expect
      .poll(async () => (await graph(page, '{ me { settings { language } } }', {}, m.token)).me.settings.language)
      .toBe('NE');
    await context.close();

    // A new browser: English until the member signs in, then theirs.
    const fresh = await newPage(DESKTOP);
    await fresh.page.goto('/login');
    await fresh.page.getByLabel('Email').fill(m.email);
    await fresh.page.getByLabel(/^Password/).fill(PASSWORD);
    await fresh.page.getByRole('button', { name: 'Sign in' }).click();
    await fresh.page.waitForFunction(() => document.documentElement.lang === 'ne');
    await fresh.page.getByRole('link', { name: 'पुस्तकहरू', exact: true }).first().waitFor();
    await fresh.page.reload();
    await fresh.page.getByRole('link', { name: 'पुस्तकहरू', exact: true }).first().waitFor();
    await fresh.context.close();
  });
});
