import { expect, it } from 'vitest';
import { createMember, describeEachTarget } from './helpers.js';

const address = (name: string, extra: Record<string, unknown> = {}) => ({
  address_name: name,
  full_name: 'Sita Sharma',
  address_line1: 'Jhamsikhel Road 12',
  city: 'Lalitpur',
  ...extra,
});

describeEachTarget('Shipping addresses', (api) => {
  const defaults = async (token: string) =>
    (await api.get('/shipping/addresses/', token)).body.data
      .filter((a: any) => a.is_default)
      .map((a: any) => a.address_name);

  it('the first address is the default, and choosing another moves it', async () => {
    const m = await createMember(api);
    const home = await api.post('/shipping/addresses/', address('Home'), m.token);
    expect(home.status).toBe(201);
    expect(home.body.data).toMatchObject({
      address_name: 'Home',
      full_name: 'Sita Sharma',
      city: 'Lalitpur',
      is_default: true,
    });
    const office = await api.post('/shipping/addresses/', address('Office'), m.token);
    expect(office.body.data.is_default).toBe(false);
    expect(await defaults(m.token)).toEqual(['Home']);
    await api.post('/shipping/addresses/', address('Parents', { is_default: true }), m.token);
    expect(await defaults(m.token)).toEqual(['Parents']);
    await api.put(`/shipping/addresses/${office.body.data.id}/`, { is_default: true, city: 'Kathmandu' }, m.token);
    const list = (await api.get('/shipping/addresses/', m.token)).body;
    expect(list.success).toBe(true);
    expect(list.data[0]).toMatchObject({ address_name: 'Office', city: 'Kathmandu', is_default: true });
    expect(list.data.filter((a: any) => a.is_default)).toHaveLength(1);
  });

  it('deleting the default promotes another; the only default cannot be unset', async () => {
    const m = await createMember(api);
    const home = (await api.post('/shipping/addresses/', address('Home'), m.token)).body.data;
    const unset = await api.put(`/shipping/addresses/${home.id}/`, { is_default: false }, m.token);
    expect(unset.status).toBe(400);
    expect(unset.body.message).toBe('Choose another default address first');
    await api.post('/shipping/addresses/', address('Office'), m.token);
    const del = await api.del(`/shipping/addresses/${home.id}/`, undefined, m.token);
    expect(del.body).toEqual({ success: true, message: 'Shipping address deleted' });
    expect(await defaults(m.token)).toEqual(['Office']);
  });

  it("another member's address is not found, and unchanged", async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const home = (await api.post('/shipping/addresses/', address('Home'), owner.token)).body.data;
    expect((await api.put(`/shipping/addresses/${home.id}/`, { city: 'Pokhara' }, other.token)).status).toBe(404);
    expect((await api.del(`/shipping/addresses/${home.id}/`, undefined, other.token)).status).toBe(404);
    expect((await api.get('/shipping/addresses/', owner.token)).body.data).toEqual([
      expect.objectContaining({ id: home.id, city: 'Lalitpur' }),
    ]);
    expect((await api.get('/shipping/addresses/', other.token)).body.data).toEqual([]);
  });

  it('refuses missing and blank fields with 400 and stores nothing', async () => {
    const m = await createMember(api);
    for (const bad of [
      { full_name: 'Sita', address_line1: 'x', city: 'y' },
      address('   '),
      address('Home', { city: '' }),
      address('Home', { is_default: 'yes' }),
    ]) {
      const reply = await api.post('/shipping/addresses/', bad, m.token);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    expect((await api.get('/shipping/addresses/', m.token)).body.data).toEqual([]);
    expect((await api.get('/shipping/addresses/')).status).toBe(401);
  });
});
