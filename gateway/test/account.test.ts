/**
 * The account area's additions: privacy and notification settings (SPEC §3's defaults), and
 * profile edits with a new picture and date of birth. Settings are the member's own: another
 * member's profile answers null, and a private profile hides its favourites from others.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok } from './client.js';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('Account settings through the graph', () => {
  it('starts with notifications on and a public profile, and changes each setting alone', async () => {
    const m = await newMember();
    const first = await ok(`{ me { id settings { emailNotifications privacy } } }`, {}, m.token);
    expect(first.data.me.settings).toEqual({ emailNotifications: true, privacy: 'PUBLIC' });

    const quiet = await ok(
      `mutation { updateSettings(input: { emailNotifications: false }) { id settings { emailNotifications privacy } } }`,
      {},
      m.token,
    );
    expect(quiet.data.updateSettings).toEqual({ id: m.id, settings: { emailNotifications: false, privacy: 'PUBLIC' } });
    const hidden = await ok(
      `mutation { updateSettings(input: { privacy: PRIVATE }) { settings { emailNotifications privacy } } }`,
      {},
      m.token,
    );
    expect(hidden.data.updateSettings.settings).toEqual({ emailNotifications: false, privacy: 'PRIVATE' });

    const nepali = await ok(
      `mutation { updateSettings(input: { language: NE }) { settings { language privacy } } }`,
      {},
      m.token,
    );
    expect(nepali.data.updateSettings.settings).toEqual({ language: 'NE', privacy: 'PRIVATE' });
    // Signing in again answers the member's language with their profile.
    const again = await ok(
      `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { user { settings { language } } } }`,
      { e: m.email, p: 'correct horse battery' },
    );
    expect(again.data.login.user.settings.language).toBe('NE');

    const nothing = await gql(`mutation { updateSettings(input: {}) { id } }`, {}, m.token);
    expect(codeOf(nothing)).toBe('BAD_USER_INPUT');
    expect(nothing.restCalls).toEqual([]);
  });

  it('keeps settings to their owner, and a private profile hides favourites and birth date', async () => {
    const owner = await newMember();
    const other = await newMember();
    await ok(`mutation { addFavorite(bookId: "1") { id } }`, {}, owner.token);
    const seen = async () =>
      (
        await ok(
          `query ($id: ID!) { user(id: $id) { settings { privacy } favoriteBooks { id } dateOfBirth } }`,
          { id: owner.id },
          other.token,
        )
      ).data.user;
    expect(await seen()).toEqual({ settings: null, favoriteBooks: [{ id: '1' }], dateOfBirth: '1998-04-14' });
    await ok(`mutation { updateSettings(input: { privacy: PRIVATE }) { id } }`, {}, owner.token);
    expect(await seen()).toEqual({ settings: null, favoriteBooks: [], dateOfBirth: null });
  });

  it('FRIENDS shows favourites and birth date to friends only', async () => {
    const [owner, friend, stranger] = await Promise.all([newMember(), newMember(), newMember()]);
    await ok(`mutation { addFavorite(bookId: "1") { id } }`, {}, owner.token);
    const { data } = await ok(
      `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`,
      { id: owner.id },
      friend.token,
    );
    await ok(
      `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }`,
      { id: data.sendFriendRequest.id },
      owner.token,
    );
    const chosen = await ok(
      `mutation { updateSettings(input: { privacy: FRIENDS }) { settings { privacy } } }`,
      {},
      owner.token,
    );
    expect(chosen.data.updateSettings.settings).toEqual({ privacy: 'FRIENDS' });
    const seenBy = async (viewer: { token: string }) =>
      (
        await ok(
          `query ($id: ID!) { user(id: $id) { favoriteBooks { id } dateOfBirth } }`,
          { id: owner.id },
          viewer.token,
        )
      ).data.user;
    expect(await seenBy(friend)).toEqual({ favoriteBooks: [{ id: '1' }], dateOfBirth: '1998-04-14' });
    expect(await seenBy(stranger)).toEqual({ favoriteBooks: [], dateOfBirth: null });
  });
});

describe('Profile edits from the account area', () => {
  it('changes the date of birth and the picture (sent as a file), keeping the other fields', async () => {
    const m = await newMember();
    const before = await ok(`{ me { profilePictureUrl } }`, {}, m.token);
    expect(before.data.me.profilePictureUrl).toBeNull();
    const result = await ok(
      `mutation ($p: String) { updateProfile(input: { firstName: "Gita", dateOfBirth: "2000-02-29", profilePicture: $p }) { firstName lastName dateOfBirth profilePictureUrl } }`,
      { p: PNG_1PX },
      m.token,
    );
    expect(result.data.updateProfile).toMatchObject({
      firstName: 'Gita',
      lastName: 'Sharma',
      dateOfBirth: '2000-02-29',
    });
    expect(result.data.updateProfile.profilePictureUrl).toMatch(/^http:\/\/.+\/media\/uploads\//);
    // One multipart PATCH carries the fields beside the file, so a refused picture saves nothing (issue 15).
    expect(result.restCalls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    const picture = await fetch(result.data.updateProfile.profilePictureUrl);
    // Re-encoded by REST (rest/src/media/pictureImages.ts), whatever was sent.
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a picture that is not JPG or PNG before calling REST', async () => {
    const m = await newMember();
    const bad = await gql(
      `mutation { updateProfile(input: { profilePicture: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" }) { id } }`,
      {},
      m.token,
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('Please upload JPG or PNG images only');
    expect(bad.restCalls).toEqual([]);
  });
});
