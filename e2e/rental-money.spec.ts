/**
 * The rental policy's money on screen (SPEC §9, issue 35): a Rs 500 book's page lists, under Rent,
 * each period's fee, deposit and refund, and the member's 30-day rent line in the cart says its
 * own, at 1280, 1536 and 390 px, without the page scrolling sideways (screenshots in
 * e2e/screenshots/rental-*.png).
 */
import { describe, it } from 'vitest';
import { newPage, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

describe('Rental money on screen', () => {
  it('the book page and a rent line of the cart show the fee, the deposit and the refund', async () => {
    const { page, context } = await newPage();
    const member = await newMember(page, { prefix: 'rentmoney' });
    const { books } = await graph(
      page,
      '{ books(filter: { formats: ["Paperback", "Hardcover"], minPrice: "500", maxPrice: "500" }) { items { id stock } } }',
    );
    const book = (books.items as { id: string; stock: number }[]).find((b) => b.stock >= 2)!;
    await graph(
      page,
      'mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT, rentalPeriod: DAYS_30) { id } }',
      { id: book.id },
      member.token,
    );
    await signIn(page, member.email);

    await screenshotBothSizes(context, `/books/${book.id}`, 'rental-book', (p) =>
      p.getByText('Rent for 30 days: Rs 150.00 fee · Rs 500.00 deposit · Rs 350.00 back on return').waitFor(),
    );
    await screenshotBothSizes(context, '/cart', 'rental-cart', (p) =>
      p.getByText('Fee Rs 150.00 · Deposit Rs 500.00 · Rs 350.00 back on return').waitFor(),
    );
    await context.close();
  });
});
