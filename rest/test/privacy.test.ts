/**
 * Profile privacy (issue 15): 'friends' shows a profile's private parts (birth date, favourite
 * books, wishlist, mutual books) to the owner's friends only; 'private' to nobody else.
 */
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, type Api, type Member, befriend } from './helpers.js';

const privateParts = async (api: Api, owner: Member, viewer: Member) => {
  const { data } = (await api.get(`/users/${owner.id}/`, viewer.token)).body;
  return {
    date_of_birth: data.date_of_birth,
    favorite_books: data.favorite_books.map((b: { id: number }) => b.id),
    wishlist: data.wishlist_items.map((w: { book: { id: number } }) => w.book.id),
    mutual: data.mutual_favorite_books.map((b: { id: number }) => b.id),
  };
};

describeEachTarget('friends-only privacy', (api) => {
  it("a stranger sees the limited profile, a friend sees all, the owner's own view is unchanged", async () => {
    const [owner, friend, stranger] = await Promise.all([createMember(api), createMember(api), createMember(api)]);
    await befriend(api, owner, friend);
    for (const who of [owner, friend, stranger]) {
      expect((await api.post('/users/favorites/add/', { book_id: 2 }, who.token)).status).toBeLessThan(300);
    }
    expect((await api.post('/wishlist/books/3/add', undefined, owner.token)).status).toBeLessThan(300);
    const settings = await api.patch('/users/settings/', { privacy: 'friends' }, owner.token);
    expect(settings.body.data.privacy).toBe('friends');

    const everything = { date_of_birth: '1998-04-14', favorite_books: [2], wishlist: [3], mutual: [2] };
    expect(await privateParts(api, owner, friend)).toEqual(everything);
    expect(await privateParts(api, owner, stranger)).toEqual({
      date_of_birth: null,
      favorite_books: [],
      wishlist: [],
      mutual: [],
    });
    const limited = async (viewer: Member) => (await api.get(`/users/${owner.id}/`, viewer.token)).body.data.is_private;
    expect([await limited(friend), await limited(stranger)]).toEqual([false, true]);
    const own = (await api.get('/users/profile/', owner.token)).body.data;
    expect(own.is_private).toBe(false);
    expect(own.date_of_birth).toBe('1998-04-14');
    expect(own.favorite_books.map((b: { id: number }) => b.id)).toEqual([2]);

    // The public parts stay for everyone.
    const seen = (await api.get(`/users/${owner.id}/`, stranger.token)).body.data;
    expect(seen).toMatchObject({ id: owner.id, username: owner.username, bio: 'Reading in Kathmandu' });

    await api.patch('/users/settings/', { privacy: 'private' }, owner.token);
    expect((await privateParts(api, owner, friend)).favorite_books).toEqual([]);
    expect(await limited(friend)).toBe(true);
  });
});
