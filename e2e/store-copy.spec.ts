/**
 * Copy that agrees with the store (issue 34 item 8), in the browser: a guest who follows the footer
 * from the landing page to the Terms reads where the store delivers and how to pay, asked in one
 * GraphQL request, and the rental policy after it asks nothing more; a member's home names the same
 * in English and in Nepali, from its one query. The Terms at 1280, 1536 and 390 px without
 * sideways scrolling. (gateway/test/store-copy.test.ts: the same copy follows DELIVERY_DISTRICTS.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshotBothSizes, signIn, untilAlive, useBrowser } from './support/browser.js';
import { newMember } from './support/members.js';

useBrowser();

/** The GraphQL requests a page makes over HTTP from now on. */
function graphqlRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') seen.push(request.postData() ?? request.url());
  });
  return seen;
}

describe('The store facts on the public pages', () => {
  it('landing → Terms → Rental Policy: the districts and ways to pay, in one request', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    await untilAlive(page);
    await page.getByText('Average delivery time to Kathmandu, Lalitpur, Bhaktapur and Kaski.').waitFor();
    await page.waitForLoadState('networkidle');
    const seen = graphqlRequests(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('We deliver to Kathmandu, Lalitpur, Bhaktapur and Kaski.', { exact: false }).waitFor();
    await main.getByText('You can pay with Khalti, eSewa or cash on delivery.').waitFor();
    await main.getByText('You may have at most 3 cash-on-delivery orders open at a time.', { exact: false }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen, 'GraphQL requests for the Terms').toHaveLength(1);
    expect(seen[0]).toContain('StoreCopy');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Rental Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rental Policy' }).waitFor();
    await main
      .getByText('Rented books are delivered like bought ones, to Kathmandu, Lalitpur, Bhaktapur and Kaski.')
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen, 'the rental policy reads the facts the Terms read').toHaveLength(1);
    await context.close();
  });

  it('the Terms at 1280, 1536 and 390 px', async () => {
    const { context } = await newPage();
    await screenshotBothSizes(context, '/terms', 'terms-store-copy', (page) =>
      page.getByText('You can pay with Khalti, eSewa or cash on delivery.').waitFor(),
    );
    await context.close();
  });
});

describe("A member's home", () => {
  it('names the ways to pay and the districts, in English and in Nepali', async () => {
    const { page, context } = await newPage();
    const member = await newMember(page, { prefix: 'storecopy' });
    await signIn(page, member.email);
    await page.goto('/home');
    const howItWorks = page.getByRole('region', { name: 'How it works' });
    await howItWorks.getByText('Pay with Khalti, eSewa or cash on delivery.').waitFor();
    await howItWorks
      .getByText('Your books arrive in 72 hours on average, in Kathmandu, Lalitpur, Bhaktapur and Kaski.')
      .waitFor();

    await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
    await page.goto('/home');
    await page.getByText('Khalti, eSewa वा डेलिभरीमा नगदबाट भुक्तानी गर्नुहोस्।').waitFor();
    await page.getByText('काठमाडौँ, ललितपुर, भक्तपुर र कास्कीमा तपाईंका पुस्तक औसतमा ७२ घण्टाभित्र आइपुग्छन्।').waitFor();
    await context.close();
  });
});
