/**
 * A reading life between two friends (issue 36): one shelves a book from its page, reads to 50% and
 * finishes it on My shelves, and rates it; the other, with Book Social open, sees each step arrive
 * in the friends' activity without reloading; the reader's challenge moves by one.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DESKTOP, newPage, PHONE, screenshot, untilAlive, useBrowser } from './support/browser.js';
import { graph } from './support/graph.js';
import { befriend, newMember } from './support/members.js';
import { signInWithToken } from './support/screens.js';

useBrowser();

/** The friends' activity section of a page (in either language). */
const feed = (page: Page) => page.locator('section[aria-labelledby="friends-activity"]');

describe("Friends' activity", () => {
  it('a friend sees each step of a reading as it happens, and the challenge moves by one', async () => {
    const viewer = await newPage(DESKTOP);
    const reader = await newMember(viewer.page, {
      firstName: 'Kabita',
      lastName: 'Rai',
      prefix: 'feed',
      uniqueName: true,
    });
    const friend = await newMember(viewer.page, { firstName: 'Nabin', lastName: 'Lama', prefix: 'feed' });
    await befriend(viewer.page, reader, friend);
    const year = new Date().getFullYear();
    await graph(
      viewer.page,
      `mutation ($y: Int!) { setReadingGoal(calendar: AD, year: $y, goal: 12) { goal } }`,
      { y: year },
      reader.token,
    );
    const before = (await graph(viewer.page, `{ readingChallenge(calendar: AD) { done } }`, {}, reader.token))
      .readingChallenge.done as number;
    const { books } = await graph(viewer.page, `{ books(page: 3) { items { id title stock } } }`);
    const book = (books.items as { id: string; title: string; stock: number }[]).find((b) => b.stock > 0)!;

    // The friend keeps Book Social open.
    await signInWithToken(viewer.context, friend);
    await viewer.page.goto('/social');
    await untilAlive(viewer.page);
    await feed(viewer.page).getByText('No activity yet', { exact: false }).waitFor();
    const sees = (text: string) => feed(viewer.page).getByText(text, { exact: false }).first().waitFor();
    const name = `${reader.firstName} ${reader.lastName}`;

    // The reader shelves the book from its page.
    const acting = await newPage(DESKTOP);
    await signInWithToken(acting.context, reader);
    const page = acting.page;
    await page.goto(`/books/${book.id}`);
    await untilAlive(page);
    await page.getByRole('button', { name: `Add to shelf: shelf for ${book.title}` }).click();
    await page.getByRole('menuitem', { name: 'Currently Reading' }).click();
    await sees(`${name} started reading ${book.title}`);

    // Half way, then finished, on My shelves.
    await page.goto('/account/shelves');
    await untilAlive(page);
    await page.getByLabel(`Percent read of ${book.title}`).fill('50');
    await page.getByRole('button', { name: 'Update progress' }).first().click();
    await sees(`${name} is 50% through ${book.title}`);
    await page.getByRole('button', { name: 'Finished' }).first().click();
    await sees(`${name} finished ${book.title}`);

    // And rated on the book's page.
    await page.goto(`/books/${book.id}`);
    await untilAlive(page);
    await page.getByRole('tab', { name: 'Review' }).click();
    await page.locator('.mantine-Rating-symbolGroup').nth(3).click();
    await page.getByLabel('Review title').fill('Stayed with me for days');
    await page.getByLabel('Your review').fill('I read the last chapter twice.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('heading', { name: 'Your review' }).waitFor();
    await sees(`${name} rated ${book.title} 4 of 5`);
    await acting.context.close();

    // Nothing was reloaded: the four steps arrived in the open page, newest first.
    const shown = await feed(viewer.page).getByRole('listitem').allTextContents();
    const steps = ['rated', 'finished', 'is 50% through', 'started reading'].map((s) =>
      shown.findIndex((text) => text.includes(`${name} ${s}`)),
    );
    expect(steps.every((i) => i >= 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    await screenshot(viewer.page, 'feed-social');
    await viewer.page.setViewportSize(PHONE);
    await screenshot(viewer.page, 'feed-social');

    const after = (await graph(viewer.page, `{ readingChallenge(calendar: AD) { done } }`, {}, reader.token))
      .readingChallenge.done as number;
    expect(after).toBe(before + 1);

    // The same feed in Nepali.
    await viewer.context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
    await viewer.page.setViewportSize(DESKTOP);
    await viewer.page.goto('/social');
    await untilAlive(viewer.page);
    await feed(viewer.page).getByText(book.title).first().waitFor();
    await screenshot(viewer.page, 'feed-social-ne');
    await viewer.page.setViewportSize(PHONE);
    await screenshot(viewer.page, 'feed-social-ne');
    await viewer.context.close();
  });

  it("a book card's shelf button on home opens its menu at the first press and shelves the book", async () => {
    const { page } = await newPage(PHONE);
    const member = await newMember(page, { firstName: 'Gita', lastName: 'Thapa', prefix: 'cardshelf' });
    await signInWithToken(page.context(), member);
    await page.goto('/home');
    await untilAlive(page);
    const button = page.getByRole('button', { name: /^Add to shelf: shelf for / }).first();
    const title = (await button.getAttribute('aria-label'))!.replace(/^Add to shelf: shelf for /, '');
    expect(await page.getByRole('menu').count()).toBe(0);
    await button.click();
    await page.getByRole('menuitem', { name: 'Want to Read' }).click();
    await page
      .getByRole('button', { name: `Want to Read: shelf for ${title}` })
      .first()
      .waitFor();
    const { myShelves } = await graph(page, `{ myShelves { items { shelf book { title } } } }`, {}, member.token);
    expect(
      (myShelves.items as { shelf: string; book: { title: string } }[]).map((e) => [e.book.title, e.shelf]),
    ).toContainEqual([title, 'WANT_TO_READ']);
  });
});
