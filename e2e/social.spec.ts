/**
 * Member profiles and Book Social (SPEC §2 'Profile', 'Social', §4 'Friendship', §5, §8). Every
 * journey makes its own members through the graph, so it never collides with other tests, and
 * signs each in once (the login is rate limited per address).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { graph } from './support/graph.js';
import { type Member, newMember } from './support/members.js';

useBrowser();

/** A new member with the given favourite genres (by name) and favourite books (by id). */
async function member(page: Page, first: string, genres: string[] = [], books: string[] = []): Promise<Member> {
  const m = await newMember(page, { firstName: first, lastName: 'Thapa', uniqueName: true, prefix: 'social' });
  if (genres.length) {
    const { genres: all } = await graph(page, `{ genres { id name } }`);
    const ids = all.filter((g: { name: string }) => genres.includes(g.name)).map((g: { id: string }) => g.id);
    await graph(
      page,
      `mutation ($ids: [ID!]) { updateProfile(input: { favoriteGenreIds: $ids }) { id } }`,
      { ids },
      m.token,
    );
  }
  for (const id of books) await graph(page, `mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id }, m.token);
  return m;
}

const sendRequest = (page: Page, from: Member, to: Member) =>
  graph(page, `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: to.id }, from.token);

async function signedIn(who: Member, viewport?: typeof PHONE): Promise<{ page: Page; context: BrowserContext }> {
  const opened = await newPage(viewport);
  await signIn(opened.page, who.email);
  return opened;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('Member profiles', () => {
  it('own profile: edits status and bio, refusing blank and too-long text', async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Asha');
    const { page, context } = await signedIn(me);
    await page.goto(`/profile/${me.id}`);
    await page.getByRole('heading', { name: me.name }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Friend' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit status' }).click();
    const status = page.getByRole('textbox', { name: 'Status' });
    await status.fill('   ');
    expect(await page.getByRole('button', { name: 'Save Status' }).isDisabled()).toBe(true);
    await status.fill('s'.repeat(151));
    await page.getByText('Status must be at most 150 characters').waitFor();
    await page.getByText('151/150').waitFor();
    expect(await page.getByRole('button', { name: 'Save Status' }).isDisabled()).toBe(true);
    await status.fill('Reading Muna Madan on the bus');
    await page.getByRole('button', { name: 'Save Status' }).click();
    await toast(page, 'Status updated successfully');
    await page.getByText('“Reading Muna Madan on the bus”').waitFor();

    await page.getByRole('button', { name: 'Edit bio' }).click();
    const bio = page.getByRole('textbox', { name: 'Bio' });
    await bio.fill('b'.repeat(501));
    await page.getByText('Bio must be at most 500 characters').waitFor();
    expect(await page.getByRole('button', { name: 'Save Bio' }).isDisabled()).toBe(true);
    await bio.fill('b'.repeat(500));
    await page.getByText('500/500').waitFor();
    await bio.fill('Poetry on weekdays, thrillers at weekends.');
    await page.getByRole('button', { name: 'Save Bio' }).click();
    await toast(page, 'Bio updated successfully');

    // Stored: a reload shows both, and the graph agrees.
    await page.reload();
    await page.getByText('Poetry on weekdays, thrillers at weekends.').waitFor();
    await page.getByText('“Reading Muna Madan on the bus”').waitFor();
    const { me: saved } = await graph(page, `{ me { bio status } }`, {}, me.token);
    expect(saved).toEqual({
      bio: 'Poetry on weekdays, thrillers at weekends.',
      status: 'Reading Muna Madan on the bus',
    });
    await context.close();
  });

  it("another member's profile shows Mutual Interests; Add Friend becomes Request Sent; accepted from Incoming; unfriend", async () => {
    const { page: setup } = await newPage();
    const { books } = await graph(setup, `{ books(page: 2) { items { id title } } }`);
    const shared = books.items[0];
    const asker = await member(setup, 'Bina', ['Poetry', 'History'], [shared.id]);
    const other = await member(setup, 'Kiran', ['Poetry', 'Fiction'], [shared.id, books.items[1].id]);

    const { page, context } = await signedIn(asker);
    await page.goto(`/profile/${other.id}`);
    await page.getByRole('heading', { name: other.name }).waitFor();
    const mutual = page.locator('[aria-labelledby="mutual-interests"]');
    await mutual.getByText('Mutual Interests').waitFor();
    await mutual.getByText('Poetry', { exact: true }).waitFor();
    expect(await mutual.getByText('History', { exact: true }).count()).toBe(0);
    await mutual.getByRole('img', { name: `Cover of ${shared.title}` }).waitFor();
    // Books tab: the two favourites with their count.
    await page.getByRole('tab', { name: 'Books' }).click();
    await page.getByText('Favorite books (2)').waitFor();

    await page.getByRole('button', { name: 'Add Friend' }).click();
    await page.getByText('Request Sent', { exact: true }).waitFor();
    await toast(page, 'Friend request sent');
    await page.getByRole('button', { name: 'Cancel Request' }).waitFor();

    // The other member accepts from /social's Incoming tab, in their own browser.
    const second = await signedIn(other, PHONE);
    await second.page.goto('/social');
    await second.page.getByRole('tab', { name: 'Incoming (1)' }).waitFor();
    await second.page.getByText(asker.name).first().waitFor();
    await second.page.getByRole('button', { name: `Accept ${asker.firstName}` }).click();
    await toast(second.page, 'Friend request accepted');
    await second.page.getByRole('tab', { name: 'Incoming (0)' }).waitFor();
    await second.page.getByText('No incoming friend requests').waitFor();
    await second.page.locator('[aria-labelledby="friends-list"]').getByRole('link', { name: asker.name }).waitFor();
    await second.context.close();

    await page.reload();
    await page.getByText('Friends', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Unfriend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unfriend' }).click();
    await toast(page, 'Friend removed');
    await page.getByRole('button', { name: 'Add Friend' }).waitFor();
    await context.close();
  });

  it('a received request can be accepted or rejected on the profile; pending can be cancelled', async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Dipa');
    const asker = await member(setup, 'Ravi');
    await sendRequest(setup, asker, me);
    const { page, context } = await signedIn(me);
    await page.goto(`/profile/${asker.id}`);
    await page.getByRole('button', { name: 'Accept' }).waitFor();
    await page.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Friend request rejected');
    await page.getByRole('button', { name: 'Add Friend' }).click();
    await toast(page, 'Friend request sent');
    await page.getByRole('button', { name: 'Cancel Request' }).click();
    await toast(page, 'Friend request cancelled');
    await page.getByRole('button', { name: 'Add Friend' }).waitFor();
    await context.close();
  });

  it("pages the Reviews tab ten at a time; 'User not found' for a missing member", async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Sita');
    const { searchUsers } = await graph(setup, `{ searchUsers(query: "aarati") { id } }`, {}, me.token);
    const { page, context } = await signedIn(me);
    await page.goto(`/profile/${searchUsers[0].id}`);
    await page.getByRole('heading', { name: 'Aarati Shrestha' }).waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('14 reviews').waitFor();
    await page
      .getByText(/^\d\.\d$/)
      .first()
      .waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    expect(await page.getByText(/^\d\/5$/).count()).toBe(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => page.getByText(/^\d\/5$/).count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1 of 2').waitFor();

    // Tabs that do not fit get scroll buttons.
    await page.setViewportSize({ width: 300, height: 700 });
    const right = page.getByRole('button', { name: 'Scroll tabs right' });
    await right.click();
    await page.getByRole('button', { name: 'Scroll tabs left' }).and(page.locator(':enabled')).waitFor();
    await page.setViewportSize(DESKTOP);

    // A new id in the route (here through the member menu, without a page load) loads that member.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL(`**/profile/${me.id}`);
    await page.getByRole('heading', { name: me.name }).waitFor();
    expect(await page.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('No Reviews Yet').waitFor();

    await page.goto('/profile/99999999');
    await page.getByText('User not found').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await context.close();
  });
});

describe('Book Social', () => {
  it("suggestions show 'Request Sent' at once and revert when sending fails; Load More; popup card", async () => {
    const { page: setup } = await newPage();
    // Enough members that suggestions run past one page of 12.
    for (let i = 0; i < 2; i++) await member(setup, 'Extra');
    const me = await member(setup, 'Tara');
    const { page, context } = await signedIn(me);
    await page.goto('/social');
    await page.getByRole('heading', { name: 'People you may know' }).waitFor();
    const cards = page.getByRole('article', { name: /^Suggestion: / });
    await expect.poll(() => cards.count()).toBe(12);
    await page.getByRole('button', { name: 'Load More Suggestions' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);

    // A refused request: the card says 'Request Sent' while it is on its way, then reverts.
    const first = cards.first();
    const firstName = ((await first.getAttribute('aria-label')) ?? '').replace('Suggestion: ', '').split(' ')[0];
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('"SendFriendRequest"')) return route.continue();
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({ status: 500, body: 'unavailable' });
    });
    await first.getByRole('button', { name: 'Add Friend' }).click();
    await first.getByRole('button', { name: 'Request Sent' }).waitFor({ timeout: 500 });
    await toast(page, 'Failed to send friend request');
    await first.getByRole('button', { name: 'Add Friend' }).waitFor();
    await page.unroute('**/graphql');

    // Accepted by the server: 'Request Sent' at once, and the Outgoing tab counts it.
    await first.getByRole('button', { name: 'Add Friend' }).click();
    await first.getByRole('button', { name: 'Request Sent' }).waitFor({ timeout: 500 });
    await toast(page, `Friend request sent to ${firstName}`);
    await page.getByRole('tab', { name: 'Outgoing (1)' }).click();
    expect(await first.getByRole('button', { name: 'Request Sent' }).isDisabled()).toBe(true);

    // The profile popup card: 320 by 400, centred.
    const second = cards.nth(1);
    await second.getByRole('button', { name: /profile card$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'View Profile' }).waitFor();
    const box = (await page.locator('.mantine-Modal-content').boundingBox())!;
    expect(Math.round(box.width)).toBe(320);
    expect(Math.round(box.height)).toBe(400);
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(10);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 340, height: 600 });
    await second.getByRole('button', { name: /profile card$/ }).click();
    const small = (await page.locator('.mantine-Modal-content').boundingBox())!;
    expect(small.x).toBeGreaterThanOrEqual(20);
    expect(small.x + small.width).toBeLessThanOrEqual(320);
    await context.close();
  });

  it('live: a request sent from a suggestion card arrives in the Incoming tab, and its acceptance reaches the sender, without reloads', async () => {
    const { page: setup } = await newPage();
    const sender = await member(setup, 'Mina');
    // The newest member, so the first of the sender's suggestions when no genre is shared.
    const recipient = await member(setup, 'Nabin');
    const first = await signedIn(sender);
    const second = await signedIn(recipient, PHONE);
    const noReload = async (page: Page) => page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const notReloaded = (page: Page) => page.evaluate(() => 'stillTheSamePage' in window);

    // The recipient has /social open before anything is sent.
    await second.page.goto('/social');
    await second.page.getByRole('tab', { name: 'Incoming (0)' }).waitFor();
    await noReload(second.page);

    await first.page.goto('/social');
    await first.page.locator('[aria-labelledby="friends-list"]').getByText('No friends yet').waitFor();
    await noReload(first.page);
    const card = first.page.getByRole('article', { name: `Suggestion: ${recipient.name}` });
    await card.getByRole('button', { name: 'Add Friend' }).click();
    await card.getByRole('button', { name: 'Request Sent' }).waitFor({ timeout: 500 });
    await toast(first.page, `Friend request sent to ${recipient.firstName}`);

    // It arrives live in the recipient's Incoming tab, with its count.
    await second.page.getByRole('tab', { name: 'Incoming (1)' }).waitFor();
    await second.page.getByRole('button', { name: `Accept ${sender.firstName}` }).click();
    await toast(second.page, 'Friend request accepted');
    const recipientFriends = second.page.locator('[aria-labelledby="friends-list"]');
    await recipientFriends.getByRole('link', { name: sender.name }).waitFor();

    // The sender's friends list gains the recipient; the request and the suggestion are gone.
    const senderFriends = first.page.locator('[aria-labelledby="friends-list"]');
    await senderFriends.getByRole('link', { name: recipient.name }).waitFor();
    await first.page.getByRole('tab', { name: 'Outgoing (0)' }).waitFor();
    await expect.poll(() => card.count()).toBe(0);

    // And an unfriend on one side leaves the other's list too.
    await first.page.getByRole('button', { name: `Unfriend ${recipient.firstName}` }).click();
    await first.page.getByRole('dialog').getByRole('button', { name: 'Unfriend' }).click();
    await toast(first.page, 'Friend removed successfully');
    await recipientFriends.getByText('No friends yet').waitFor();

    expect(await notReloaded(first.page)).toBe(true);
    expect(await notReloaded(second.page)).toBe(true);
    await first.context.close();
    await second.context.close();
  });

  it("people search starts at 2 characters, after a pause; 'No users found'", async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Usha');
    const { page, context } = await signedIn(me);
    await page.goto('/social');
    const search = page.getByRole('textbox', { name: 'Search people' });
    await search.fill('a');
    await page.waitForTimeout(500);
    expect(await page.getByText('Searching...').count()).toBe(0);
    await search.fill('aarati');
    await page.locator('[aria-labelledby="people-search"]').getByRole('link', { name: 'Aarati Shrestha' }).waitFor();
    await search.fill('zzqqxxyy');
    await page.getByText('No users found').waitFor();
    await search.fill('z');
    await expect.poll(() => page.getByText('No users found').count()).toBe(0);
    await context.close();
  });

  it('declines an incoming request and cancels an outgoing one; unfriends from the list', async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Gita');
    const [asker, asked, friend] = [await member(setup, 'Hem'), await member(setup, 'Ila'), await member(setup, 'Jay')];
    await sendRequest(setup, asker, me);
    await sendRequest(setup, me, asked);
    await sendRequest(setup, friend, me);
    const { requests } = await graph(
      setup,
      `{ requests: friendRequests { incoming { id fromUser { id } } } }`,
      {},
      me.token,
    );
    const fromFriend = requests.incoming.find((r: { fromUser: { id: string } }) => r.fromUser.id === friend.id);
    await graph(
      setup,
      `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }`,
      { id: fromFriend.id },
      me.token,
    );

    const { page, context } = await signedIn(me);
    await page.goto('/social');
    await page.getByRole('tab', { name: 'Incoming (1)' }).waitFor();
    await page.getByRole('button', { name: `Decline ${asker.firstName}` }).click();
    await page.getByRole('tab', { name: 'Incoming (0)' }).waitFor();
    await toast(page, 'Friend request declined');
    await page.getByText('No incoming friend requests').waitFor();

    await page.getByRole('tab', { name: 'Outgoing (1)' }).click();
    await page.getByRole('button', { name: `Cancel request to ${asked.firstName}` }).click();
    await page.getByRole('tab', { name: 'Outgoing (0)' }).waitFor();
    await toast(page, 'Friend request cancelled');
    await page.getByText('No outgoing friend requests').waitFor();

    // The panel folds away and back.
    const panel = page.getByRole('button', { name: /^Friend Requests/ });
    await panel.click();
    expect(await panel.getAttribute('aria-expanded')).toBe('false');
    await panel.click();
    expect(await panel.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: `Unfriend ${friend.firstName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unfriend' }).click();
    await toast(page, 'Friend removed successfully');
    await page.getByText('No friends yet').waitFor();
    const { friends } = await graph(page, `{ friends { id } }`, {}, me.token);
    expect(friends).toEqual([]);
    await context.close();
  });

  it("the member's own figures: rotating header, stat cards, real reading groups; the reading challenge invitation and goal", async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Kamal', ['Fiction']);
    const asker = await member(setup, 'Laxmi');
    await sendRequest(setup, asker, me);
    const { page, context } = await signedIn(me);
    await page.goto('/social');
    const stat = page.getByTestId('header-stat');
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      seen.add((await stat.innerText()).replace(/\s+/g, ' '));
      await page.waitForTimeout(1000);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
    // The stat cards are the member's own figures, as the graph reports them (a new member: zeros).
    const { socialStats, readingGroups } = await graph(
      setup,
      `{ socialStats { activeFriends booksReadThisYear commonGenres } readingGroups { totalCount } }`,
      {},
      me.token,
    );
    expect(socialStats).toEqual({ activeFriends: 0, booksReadThisYear: 0, commonGenres: 0 });
    for (const [key, label] of [
      ['activeFriends', 'Active Friends'],
      ['booksReadThisYear', 'Books Read This Year'],
      ['commonGenres', 'Common Genres'],
    ] as const) {
      const card = page.getByTestId(`stat-${key}`);
      await card.getByText(label).waitFor();
      expect(await card.getByTestId('stat-value').innerText()).toBe(String(socialStats[key]));
    }
    // Reading groups are real: none until a member starts one; Join/Leave is kept by the server.
    const groups = page.getByRole('region', { name: 'Reading Groups' });
    if (readingGroups.totalCount === 0) await groups.getByText('No reading groups yet.', { exact: false }).waitFor();
    await groups.getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a reading group' });
    await dialog.getByLabel('Group name').fill('Kamal’s Thursday Readers');
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await toast(page, 'Reading group created');
    // The new group opens with its members and discussion: a spoiler post is blurred until clicked.
    const opened = page.getByRole('dialog', { name: 'Kamal’s Thursday Readers' });
    await opened
      .getByRole('region', { name: 'Members' })
      .getByText(/^Kamal.* Thapa$/)
      .waitFor();
    await opened.getByLabel('Write a post').fill('The last chapter changes everything.');
    await opened.getByLabel('Contains spoilers').check();
    await opened.getByRole('button', { name: 'Post', exact: true }).click();
    await opened.getByRole('button', { name: 'Show spoiler' }).click();
    await opened.getByText('The last chapter changes everything.').waitFor();
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'hidden' });
    const created = groups.getByRole('article', { name: 'Kamal’s Thursday Readers' });
    await created.getByText('1 member').waitFor();
    await created.getByRole('button', { name: 'Leave Kamal’s Thursday Readers' }).click();
    await created.getByRole('button', { name: 'Join Kamal’s Thursday Readers' }).waitFor();
    await page.reload();
    await groups.getByRole('article', { name: 'Kamal’s Thursday Readers' }).getByText('0 members').waitFor();
    // No goal yet: no challenge, only the invitation; a goal set shows the member's own figures.
    await page.getByRole('heading', { name: 'Reading Challenge', exact: true }).waitFor();
    const shown = (text: string | RegExp) => page.getByText(text).filter({ visible: true }).waitFor();
    await page.getByLabel('Books to read').filter({ visible: true }).fill('12');
    await page.getByRole('button', { name: 'Set goal' }).filter({ visible: true }).click();
    await page.getByRole('heading', { name: `${new Date().getFullYear()} Reading Challenge` }).waitFor();
    await shown('0 of 12 books');
    await shown('12 books to go');
    await shown(/^\d+ days left$/);

    await screenshotBothSizes(context, '/social', 'social', (p) =>
      p
        .getByRole('article', { name: /^Suggestion: / })
        .first()
        .waitFor(),
    );
    // Aarati's profile, with a favourite book in common for the Mutual Interests block.
    const { searchUsers } = await graph(setup, `{ searchUsers(query: "aarati") { id } }`, {}, me.token);
    const aarati = searchUsers[0].id;
    const { user } = await graph(
      setup,
      `query ($id: ID!) { user(id: $id) { favoriteBooks { id } } }`,
      { id: aarati },
      me.token,
    );
    await graph(
      setup,
      `mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`,
      { id: user.favoriteBooks[0].id },
      me.token,
    );
    await screenshotBothSizes(context, `/profile/${aarati}`, 'profile', (p) =>
      p.getByText('Books you both favorited').waitFor(),
    );
    await context.close();
  });
});
