/**
 * Accessibility (issue 10): axe-core on every main screen once its data is in, as a guest or a
 * member as the screen needs. No serious or critical violation may remain; minor and moderate
 * ones are counted by `npm run bench` (bench/axe.ts) rather than failed here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, isSeriousOrCritical, runAxe } from './support/axe.js';
import { baseUrl, newPage, useBrowser } from './support/browser.js';
import { MAIN_SCREENS, makeFixtures, openScreen, type Fixtures } from './support/screens.js';

useBrowser();

describe('Accessibility of the main screens', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    fixtures = await makeFixtures(baseUrl());
  });

  it.each(MAIN_SCREENS)('$name has no serious or critical violations', async (screen) => {
    const { page, context } = await newPage();
    await openScreen(context, page, screen, fixtures);
    const serious = (await runAxe(page)).filter(isSeriousOrCritical);
    await context.close();
    expect(serious.length, describeViolations(screen.name, serious)).toBe(0);
  });

  it('home, for a member with a picture, has no violation of any impact: every avatar says whose it is', async () => {
    const home = MAIN_SCREENS.find((screen) => screen.name === 'home')!;
    const { page, context } = await newPage();
    await openScreen(context, page, home, fixtures);
    // The picture is drawn (not the initials) before axe looks.
    await page.locator(`img[src="${fixtures.member.profilePictureUrl}"]`).first().waitFor();
    const violations = await runAxe(page);
    await context.close();
    expect(violations.length, describeViolations(home.name, violations)).toBe(0);
  });
});
