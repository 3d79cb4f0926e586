/**
 * Issue 16, the shopper's rough edges: a cart that opens selected and shows every column at every
 * width, stock shown before trying, 'Clear filters' that clears the price, paging that shows the
 * top of the list.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newPage, screenshot, sidewaysOverflow, signIn, useBrowser } from './support/browser.js';
import { checkOutToPayment } from './support/checkout.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

/** A new member (token and email) with a Home address, made through the graph. */
async function member(page: Page) {
  const { email, token } = await newMember(page, { prefix: 'edge', dateOfBirth: '1994-04-04' });
  const { createShippingAddress } = await graph(
    page,
    `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Asha Gurung", addressLine1: "Baneshwor 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
    {},
    token,
  );
  return { email, token, addressId: createShippingAddress.id as string };
}

interface Pick {
  id: string;
  title: string;
  price: string;
  stock: number;
}

/** Printed books in stock (more than `min` copies) from one catalog page. */
async function inStock(page: Page, catalogPage: number, count: number, min = 10): Promise<Pick[]> {
  const { books } = await graph(
    page,
    `{ books(page: ${catalogPage}, filter: { ordering: TITLE_ASC }) { items { id title price stock format } } }`,
  );
  // Printed books only, so the Rs 100 shipping applies (downloads ship free).
  return books.items
    .filter((b: Pick & { format: string }) => b.stock > min && !['eBook', 'Audiobook'].includes(b.format))
    .slice(0, count);
}

const rs = (n: number) => `Rs ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('The cart', () => {
  it('opens with every line selected and a select-all; the breadcrumb says Home / Cart', async () => {
    const { page, context } = await newPage();
    const { email, token } = await member(page);
    const picks = await inStock(page, 4, 2);
    for (const b of picks)
      await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: b.id }, token);
    await signIn(page, email);
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor();

    const summary = page.locator('.mantine-Card-root').filter({ hasText: 'Order Summary' });
    const subtotal = picks.reduce((sum, b) => sum + Number(b.price), 0);
    await summary.getByText(rs(subtotal + 100)).waitFor();
    const all = page.getByRole('checkbox', { name: 'Select all items' });
    for (const b of picks)
      expect(await page.getByRole('checkbox', { name: `Select ${b.title}` }).isChecked()).toBe(true);
    expect(await all.isChecked()).toBe(true);

    // Untick one: select-all turns indeterminate and the summary counts the other line only.
    await page.getByRole('checkbox', { name: `Select ${picks[0]!.title}` }).uncheck();
    await summary.getByText(rs(Number(picks[1]!.price) + 100)).waitFor();
    expect(await all.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
    expect(await all.isChecked()).toBe(false);
    // Select-all ticks both again; unticking it clears both (and the shipping).
    await all.click();
    await summary.getByText(rs(subtotal + 100)).waitFor();
    expect(await all.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(false);
    await all.click();
    expect(await summary.getByText('Rs 0.00').count()).toBe(3);
    for (const b of picks)
      expect(await page.getByRole('checkbox', { name: `Select ${b.title}` }).isChecked()).toBe(false);

    // The breadcrumb says where the reader is: Home / Cart, the cart the current page.
    const crumbs = page.locator('.mantine-Breadcrumbs-root');
    expect(await crumbs.innerText()).toMatch(/^Home\s*\/\s*Cart$/);
    expect(await crumbs.getByText('Cart', { exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');

    // On a phone the cards carry the same select-all.
    await page.setViewportSize(PHONE);
    await page.reload();
    const phoneAll = page.getByRole('checkbox', { name: 'Select all items' });
    await phoneAll.waitFor();
    expect(await phoneAll.isChecked()).toBe(true);
    await screenshot(page, 'edges-cart-selected');
    await context.close();
  });

  it('shows quantity, line total and remove beside (not under) the order summary from 390 to 1920 px', async () => {
    const { page, context } = await newPage();
    const { email, token } = await member(page);
    const picks = await inStock(page, 5, 2);
    for (const b of picks)
      await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: b.id }, token);
    await signIn(page, email);
    // Read in the page (the locator waits for its element): boundingBox() answers null for an
    // element React replaced between two calls, and the test would fail on that, not on the layout.
    const box = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return { x, y, width, height };
      });
    const overlaps = (
      a: { x: number; y: number; width: number; height: number },
      b: { x: number; y: number; width: number; height: number },
    ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

    for (const width of [390, 768, 1024, 1280, 1440, 1536, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor();
      const summary = page.locator('.mantine-Card-root').filter({ hasText: 'Order Summary' });
      await summary.waitFor();
      const summaryBox = await box(summary);
      for (const b of picks) {
        const controls = {
          quantity: page.getByLabel(`Quantity of ${b.title}`),
          remove: page.getByRole('button', { name: `Remove ${b.title}` }),
          // The line total: the row's (or card's) last price.
          total: page
            .locator('tr, .mantine-Card-root')
            .filter({ has: page.getByLabel(`Quantity of ${b.title}`) })
            .getByText(/^Rs /)
            .last(),
        };
        for (const [name, control] of Object.entries(controls)) {
          // Scroll the window only (never the table sideways): the control must be there as laid out.
          await control.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
          expect(await control.isVisible(), `${name} of ${b.title} at ${width} px`).toBe(true);
          const r = await box(control);
          const where = `${name} of ${b.title} at ${width} px: ${JSON.stringify(r)}`;
          expect(r.x >= 0 && r.x + r.width <= width, `${where} inside the window`).toBe(true);
          expect(overlaps(r, await box(summary)), `${where} under the summary ${JSON.stringify(summaryBox)}`).toBe(
            false,
          );
          // Nothing else (the summary, a scroll container's edge) covers the control's centre.
          const hit = await control.evaluate((el) => {
            const rect = el.getBoundingClientRect();
            const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
            return !!top && (el === top || el.contains(top) || top.contains(el));
          });
          expect(hit, `${where} is the topmost element at its centre`).toBe(true);
        }
      }
      expect(await sidewaysOverflow(page), `cart at ${width} px scrolls sideways`).toBe(0);
      if ([390, 1280, 1536].includes(width)) await screenshot(page, 'edges-cart-columns');
    }
    await context.close();
  });
});

describe('Stock', () => {
  it("shows 'Only N left' and 'Out of stock' on cards and the book page, and disables Add to Cart, for a guest too", async () => {
    const { page, context } = await newPage();
    // Another member orders all but 3 copies of a book (an unpaid order holds its copies).
    const buyer = await member(page);
    const [book] = await inStock(page, 6, 1, 20);
    const { addToCart } = await graph(
      page,
      `mutation ($id: ID!, $q: Int) { addToCart(bookId: $id, quantity: $q) { id } }`,
      { id: book!.id, q: book!.stock - 3 },
      buyer.token,
    );
    await graph(
      page,
      `mutation ($items: [ID!]!, $address: ID!) { createOrder(itemIds: $items, shippingAddressId: $address) { id } }`,
      { items: [addToCart.id], address: buyer.addressId },
      buyer.token,
    );
    expect((await graph(page, `{ book(id: "${book!.id}") { stock } }`)).book.stock).toBe(3);
    const { books } = await graph(
      page,
      `{ books(filter: { title: "The Last Copy of Winter" }) { items { id stock } } }`,
    );
    const out = books.items[0];
    expect(out.stock).toBe(0);

    // The book pages, as a guest: the book's own details (read-next cards below have their own).
    const details = page.locator('main .mantine-Grid-root').first();
    await page.goto(`/books/${book!.id}`);
    await page.getByRole('heading', { name: book!.title, level: 1 }).waitFor();
    await details.getByText('Only 3 left', { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await page.goto(`/books/${out.id}`);
    await page.getByRole('heading', { name: 'The Last Copy of Winter', level: 1 }).waitFor();
    await details.getByText('Out of stock', { exact: true }).waitFor();
    expect(await details.getByText(/^Only \d+ left$/).count()).toBe(0);
    expect(await details.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    await screenshot(page, 'edges-out-of-stock');

    // The cards: search (with its Add to Cart) and the catalog.
    const card = (title: string) => page.getByRole('article').filter({ has: page.getByText(title, { exact: true }) });
    await page.goto(`/search?title=${encodeURIComponent('The Last Copy of Winter')}`);
    await card('The Last Copy of Winter').getByText('Out of stock', { exact: true }).waitFor();
    // Search puts its Add to Cart inside the card, under the stock note.
    const addOut = card('The Last Copy of Winter').getByRole('button', { name: 'Add to Cart' });
    expect(await addOut.textContent()).toBe('Add to Cart');
    expect(await addOut.isDisabled()).toBe(true);
    await page.goto(`/search?title=${encodeURIComponent(book!.title)}`);
    await card(book!.title).getByText('Only 3 left', { exact: true }).waitFor();
    await page.goto(`/books?title=${encodeURIComponent(book!.title)}`);
    await card(book!.title).getByText('Only 3 left', { exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await page.goto(`/books?title=${encodeURIComponent('The Last Copy of Winter')}`);
    await card('The Last Copy of Winter').getByText('Out of stock', { exact: true }).waitFor();
    await screenshot(page, 'edges-stock-card');
    await context.close();
  });
});

describe('Catalog filters', () => {
  it("'Clear filters' clears the price range from the URL and from its boxes", async () => {
    const { page, context } = await newPage();
    await page.goto('/books');
    await page.getByRole('heading', { name: 'Book Shop' }).waitFor();
    // The boxes are typed into once the server's page is alive (this test is about clearing them).
    await page.locator('#root:not([data-hydrating])').waitFor();
    const min = page.getByRole('textbox', { name: 'Minimum price' });
    const max = page.getByRole('textbox', { name: 'Maximum price' });
    await min.fill('500');
    await max.fill('1500');
    await page.waitForURL(
      (url) => url.searchParams.get('min_price') === '500' && url.searchParams.get('max_price') === '1500',
    );
    await page.getByRole('radio', { name: 'Nepali' }).click();
    await page.waitForURL((url) => url.searchParams.get('language') === 'Nepali');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    // Longer than the price boxes' 400 ms pause: nothing writes the old range back.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).search).toBe('');
    expect(await min.inputValue()).toBe('');
    expect(await max.inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: 'Any language' }).isChecked()).toBe(true);

    // Arriving with a range in the URL, the boxes show it, and clearing empties them as well.
    await page.goto('/books?min_price=200&max_price=900');
    await expect.poll(() => min.inputValue()).toBe('200');
    expect(await max.inputValue()).toBe('900');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).search).toBe('');
    expect(await min.inputValue()).toBe('');
    expect(await max.inputValue()).toBe('');
    await context.close();
  });

  it('a filter box shows ticked at once, before the catalog re-renders for it', async () => {
    const { page, context } = await newPage();
    await page.goto('/books');
    await page.getByRole('heading', { name: 'Book Shop' }).waitFor();
    await page.getByRole('checkbox', { name: 'Drama' }).waitFor(); // the genres have arrived
    // A click in the page reaches the box even while the server's page is not yet alive (a reader's
    // tap would not: the page ignores pointers until then), so wait for it to come alive.
    await page.locator('#root:not([data-hydrating])').waitFor();
    // Clicked and read in one go inside the page: what the reader sees in the frame after the click.
    const tickedAtOnce = (name: string | RegExp) =>
      page.getByRole('checkbox', { name, exact: true }).evaluate((box: HTMLInputElement) => (box.click(), box.checked));
    expect(await tickedAtOnce('Paperback')).toBe(true);
    await page.waitForURL((url) => url.searchParams.getAll('format').join() === 'Paperback');
    expect(await page.getByRole('checkbox', { name: 'Paperback', exact: true }).isChecked()).toBe(true);
    // A genre's box names its count of books: 'Drama (86)'.
    expect(await tickedAtOnce(/^Drama \(\d+\)$/)).toBe(true);
    await page.waitForURL((url) => url.searchParams.getAll('genre').length === 1);
    // Unticking is as quick, and the back button (the URL) still decides.
    expect(await tickedAtOnce('Paperback')).toBe(false);
    await page.waitForURL((url) => url.searchParams.getAll('format').length === 0);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.getAll('format').join() === 'Paperback');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Paperback', exact: true }).isChecked()).toBe(true);
    await context.close();
  });
});

describe('Paging', () => {
  /** Polls until the locator's top edge is inside the window (below the sticky header). */
  async function inView(page: Page, locator: ReturnType<Page['locator']>, what: string) {
    const height = page.viewportSize()!.height;
    await expect
      .poll(
        async () => {
          const box = await locator.boundingBox();
          return !!box && box.y >= 0 && box.y < height - 40;
        },
        { message: `${what} is in view` },
      )
      .toBe(true);
  }

  it('Next or a page number on the catalog, search and book reviews shows the top of the list', async () => {
    const { page, context } = await newPage();
    // The catalog, by page number and by Next, at 1280 and 390 px.
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/books');
      const firstCard = page.getByRole('link').filter({ hasText: 'Rs' }).first();
      await firstCard.waitFor();
      const firstTitle = await firstCard.textContent();
      await page.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect.poll(() => firstCard.textContent()).not.toBe(firstTitle);
      await inView(page, firstCard, `the catalog's first card at ${viewport.width} px`);
      await page.getByRole('button', { name: '3', exact: true }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: '3', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '3');
      await inView(page, firstCard, `the catalog's first card on page 3 at ${viewport.width} px`);
    }

    // Search's pager: the catalog's own.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?title=the');
    const found = page.getByText(/^Found \d+ books$/);
    await found.waitFor();
    await page.getByRole('button', { name: '2', exact: true }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await inView(page, found, "search's 'Found N books'");

    // A book's reviews (ten a page): eleven new members review one book, the first of them ten more.
    const [reviewedBook, ...others] = await inStock(page, 7, 11, 0);
    const review = `mutation ($book: ID!) { createReview(bookId: $book, input: { rating: 4, title: "Worth it", content: "A good read." }) { id } }`;
    const reviewers = [];
    for (let i = 0; i < 11; i++) {
      const m = await member(page);
      await graph(page, review, { book: reviewedBook!.id }, m.token);
      reviewers.push(m);
    }
    for (const b of others.slice(0, 10)) await graph(page, review, { book: b.id }, reviewers[0]!.token);
    await page.goto(`/books/${reviewedBook!.id}`);
    await page.getByRole('tab', { name: 'Review' }).click();
    const heading = page.getByRole('heading', { name: /^Reviews \(\d+\)$/ });
    await heading.waitFor();
    const pager = page.getByRole('button', { name: '2', exact: true });
    await pager.scrollIntoViewIfNeeded();
    expect(await heading.boundingBox().then((b) => b!.y)).toBeLessThan(0);
    await pager.click();
    await inView(page, heading, "the book's 'Reviews (N)' heading");

    // A member's reviews on their profile (ten a page, Previous/Next).
    await signIn(page, reviewers[0]!.email);
    const { me } = await graph(page, `{ me { id } }`, {}, reviewers[0]!.token);
    await page.goto(`/profile/${me.id}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const count = page.getByText('11 reviews', { exact: true });
    await count.waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.scrollIntoViewIfNeeded();
    expect(await count.boundingBox().then((b) => b!.y)).toBeLessThan(0);
    await next.click();
    await page.getByText('Page 2 of 2').waitFor();
    await inView(page, count, "the profile's '11 reviews'");
    await context.close();
  }, 150_000);
});

describe('Small things', () => {
  it("counts read '1 book' and '1 review'; a guest's breadcrumb Home leads to the landing page", async () => {
    const { page, context } = await newPage();
    const title = 'The Last Copy of Winter';
    await page.goto(`/search?title=${encodeURIComponent(title)}`);
    await page.getByText('Found 1 book', { exact: true }).waitFor();
    await page.goto(`/books?title=${encodeURIComponent(title)}`);
    await page.getByText('1 book', { exact: true }).waitFor();

    // A book with one review, as a guest.
    const { books } = await graph(
      page,
      `{ books(page: 8, filter: { ordering: TITLE_ASC }) { items { id title reviewsCount } } }`,
    );
    const book = books.items.find((b: { reviewsCount: number }) => b.reviewsCount === 0);
    const writer = await member(page);
    await graph(
      page,
      `mutation ($book: ID!) { createReview(bookId: $book, input: { rating: 5, title: "Lovely", content: "Read it twice." }) { id } }`,
      { book: book.id },
      writer.token,
    );
    await page.goto(`/books/${book.id}`);
    await page.getByText(/^\d\.\d \(\d+ ratings?, 1 review\)$/).waitFor();
    const home = page.locator('.mantine-Breadcrumbs-root').getByRole('link', { name: 'Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Get Started').first().waitFor();

    // Signed in, Home is the member's home.
    await signIn(page, writer.email);
    await page.goto(`/books/${book.id}`);
    expect(await home.getAttribute('href')).toBe('/home');
    await context.close();
  });
});

describe('Downloads', () => {
  it('an eBook says it is delivered as a download and carries no shipping fee, in the cart and in the order', async () => {
    const { page, context } = await newPage();
    const { email, token } = await member(page);
    const { books } = await graph(
      page,
      `{ books(filter: { formats: ["eBook"], ordering: TITLE_ASC }) { items { id title price stock format } } }`,
    );
    const ebook = books.items.find((b: Pick & { format: string }) => b.stock > 5 && b.format === 'eBook');
    const paperbacks = await graph(
      page,
      `{ books(page: 2, filter: { formats: ["Paperback"], ordering: TITLE_ASC }) { items { id title price stock } } }`,
    );
    const printed: Pick | undefined = paperbacks.books.items.find((b: Pick) => b.stock > 5);
    for (const id of [ebook.id, printed!.id])
      await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id }, token);
    await signIn(page, email);
    await page.goto('/cart');
    const summary = page.locator('.mantine-Card-root').filter({ hasText: 'Order Summary' });
    await summary.getByText(rs(Number(ebook.price) + Number(printed!.price) + 100)).waitFor();
    const row = page.locator('tr').filter({ hasText: ebook.title });
    await row.getByText('Delivered as a download: no shipping fee', { exact: true }).waitFor();
    expect(
      await page
        .locator('tr')
        .filter({ hasText: printed!.title })
        .getByText('Delivered as a download: no shipping fee')
        .count(),
    ).toBe(0);
    // Only the eBook: no shipping, and the server charges none either.
    await page.getByRole('checkbox', { name: `Select ${printed!.title}` }).uncheck();
    await summary
      .getByText(rs(Number(ebook.price)))
      .first()
      .waitFor();
    expect(await summary.getByText('Rs 0.00').count()).toBe(1);
    const orderId = await checkOutToPayment(page);
    const { order } = await graph(page, `{ order(id: "${orderId}") { totalAmount } }`, {}, token);
    expect(Number(order.totalAmount)).toBe(Number(ebook.price));
    await context.close();
  });
});
