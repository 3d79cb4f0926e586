import { expect, it } from 'vitest';
import { createMember, describeEachTarget } from './helpers.js';

const address = (name: string, extra: Record<string, unknown> = {}) => ({
  address_name: name,
  full_name: 'Sita Sharma',
  address_line1: 'Jhamsikhel Road 12',
  city: 'Lalitpur',
  phone: '9841234567',
  district: 'Lalitpur',
  ...extra,
});

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

describeEachTarget('Shipping addresses', (api) => {
  const list = async (token: string) => {
    const reply = await api.get('/shipping/addresses/', token);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    return reply.body.data as any[];
  };
  /** Names in list order, the default marked with '*'; also checks there is exactly one default. */
  const names = async (token: string) => {
    const data = await list(token);
    if (data.length) expect(data.filter((a) => a.is_default)).toHaveLength(1);
    return data.map((a) => `${a.address_name}${a.is_default ? '*' : ''}`);
  };

  it('the first address is the default, and is_default moves it; exactly one default always', async () => {
    const m = await createMember(api);
    expect(await list(m.token)).toEqual([]);
    const home = await api.post('/shipping/addresses/', address('Home', { is_default: false }), m.token);
    expect(home.status).toBe(201);
    expect(home.body).toEqual({
      success: true,
      message: 'Shipping address added',
      data: {
        id: expect.any(Number),
        address_name: 'Home',
        full_name: 'Sita Sharma',
        address_line1: 'Jhamsikhel Road 12',
        city: 'Lalitpur',
        phone: '9841234567',
        district: 'Lalitpur',
        deliverable: true,
        is_default: true,
        created_at: ISO,
      },
    });
    const office = await api.post('/shipping/addresses/', address('  Office  ', { city: ' Kathmandu ' }), m.token);
    expect(office.body.data).toMatchObject({ address_name: 'Office', city: 'Kathmandu', is_default: false });
    expect(await names(m.token)).toEqual(['Home*', 'Office']);

    const parents = await api.post('/shipping/addresses/', address('Parents', { is_default: true }), m.token);
    expect(parents.body.data.is_default).toBe(true);
    expect(await names(m.token)).toEqual(['Parents*', 'Home', 'Office']);

    const moved = await api.put(`/shipping/addresses/${office.body.data.id}/`, { is_default: true }, m.token);
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      success: true,
      message: 'Shipping address updated',
      data: { ...office.body.data, is_default: true },
    });
    expect(await names(m.token)).toEqual(['Office*', 'Home', 'Parents']);

    // Setting the default again, or is_default:false on a non-default, changes nothing else.
    expect((await api.put(`/shipping/addresses/${office.body.data.id}/`, { is_default: true }, m.token)).status).toBe(
      200,
    );
    expect((await api.put(`/shipping/addresses/${home.body.data.id}/`, { is_default: false }, m.token)).status).toBe(
      200,
    );
    expect(await names(m.token)).toEqual(['Office*', 'Home', 'Parents']);
  });

  it('edits any of the fields and keeps the others', async () => {
    const m = await createMember(api);
    const home = (await api.post('/shipping/addresses/', address('Home'), m.token)).body.data;
    const edited = await api.put(
      `/shipping/addresses/${home.id}/`,
      { city: ' Pokhara ', address_line1: 'Lakeside 7' },
      m.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual({ ...home, city: 'Pokhara', address_line1: 'Lakeside 7' });
    expect(await list(m.token)).toEqual([edited.body.data]);
  });

  it('deleting the default promotes the oldest remaining; the only default cannot be unset', async () => {
    const m = await createMember(api);
    const home = (await api.post('/shipping/addresses/', address('Home'), m.token)).body.data;
    const unset = await api.put(`/shipping/addresses/${home.id}/`, { is_default: false, city: 'Pokhara' }, m.token);
    expect(unset.status).toBe(400);
    expect(unset.body).toEqual({ success: false, message: 'Choose another default address first' });
    expect(await list(m.token)).toEqual([home]);

    const office = (await api.post('/shipping/addresses/', address('Office'), m.token)).body.data;
    await api.post('/shipping/addresses/', address('Parents'), m.token);
    await api.put(`/shipping/addresses/${office.id}/`, { is_default: true }, m.token);
    expect((await api.put(`/shipping/addresses/${office.id}/`, { is_default: false }, m.token)).status).toBe(400);
    expect(await names(m.token)).toEqual(['Office*', 'Home', 'Parents']);

    const del = await api.del(`/shipping/addresses/${office.id}/`, undefined, m.token);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: 'Shipping address deleted' });
    expect(await names(m.token)).toEqual(['Home*', 'Parents']);

    // Deleting a non-default leaves the default alone; deleting the last leaves none.
    const parents = (await list(m.token))[1];
    await api.del(`/shipping/addresses/${parents.id}/`, undefined, m.token);
    expect(await names(m.token)).toEqual(['Home*']);
    await api.del(`/shipping/addresses/${home.id}/`, undefined, m.token);
    expect(await list(m.token)).toEqual([]);
    expect((await api.post('/shipping/addresses/', address('New home'), m.token)).body.data.is_default).toBe(true);
    expect((await api.del(`/shipping/addresses/${home.id}/`, undefined, m.token)).status).toBe(404);
  });

  it('keeps one default under concurrent changes', async () => {
    const m = await createMember(api);
    const created = await Promise.all(
      ['A', 'B', 'C', 'D'].map((n) => api.post('/shipping/addresses/', address(n, { is_default: true }), m.token)),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await names(m.token)).toHaveLength(4);
    const ids = created.map((r) => r.body.data.id as number);
    const moves = await Promise.all(
      ids.map((id) => api.put(`/shipping/addresses/${id}/`, { is_default: true }, m.token)),
    );
    expect(moves.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await names(m.token)).toHaveLength(4);
  });

  it("another member's address is not found, and unchanged", async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const home = (await api.post('/shipping/addresses/', address('Home'), owner.token)).body.data;
    await api.post('/shipping/addresses/', address('Own'), other.token);
    for (const reply of [
      await api.put(`/shipping/addresses/${home.id}/`, { city: 'Pokhara' }, other.token),
      await api.put(`/shipping/addresses/${home.id}/`, { is_default: true }, other.token),
      await api.del(`/shipping/addresses/${home.id}/`, undefined, other.token),
      await api.put('/shipping/addresses/99999999/', { city: 'Pokhara' }, owner.token),
      await api.del('/shipping/addresses/99999999/', undefined, owner.token),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'Shipping address not found.' });
    }
    expect(await list(owner.token)).toEqual([home]);
    expect(await names(other.token)).toEqual(['Own*']);
  });

  it('refuses missing and blank fields with 400 and stores or changes nothing', async () => {
    const m = await createMember(api);
    const badCreates: Record<string, unknown>[] = [
      {},
      { full_name: 'Sita', address_line1: 'x', city: 'y' },
      { address_name: 'Home', address_line1: 'x', city: 'y' },
      { address_name: 'Home', full_name: 'Sita', city: 'y' },
      { address_name: 'Home', full_name: 'Sita', address_line1: 'x' },
      address('   '),
      address('Home', { full_name: '' }),
      address('Home', { address_line1: '\t' }),
      address('Home', { city: '' }),
      address('Home', { city: 'x'.repeat(121) }),
      address('Home', { is_default: 'yes' }),
    ];
    for (const bad of badCreates) {
      const reply = await api.post('/shipping/addresses/', bad, m.token);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect(await list(m.token)).toEqual([]);

    const home = (await api.post('/shipping/addresses/', address('Home'), m.token)).body.data;
    for (const bad of [{}, { city: '  ' }, { full_name: '' }, { address_name: 'Ok', city: '' }, { is_default: 'no' }]) {
      const reply = await api.put(`/shipping/addresses/${home.id}/`, bad, m.token);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await list(m.token)).toEqual([home]);
  });

  it('asks guests to sign in', async () => {
    const m = await createMember(api);
    const home = (await api.post('/shipping/addresses/', address('Home'), m.token)).body.data;
    for (const reply of [
      await api.get('/shipping/addresses/'),
      await api.post('/shipping/addresses/', address('Guest')),
      await api.put(`/shipping/addresses/${home.id}/`, { city: 'Pokhara' }),
      await api.del(`/shipping/addresses/${home.id}/`),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body.success).toBe(false);
    }
    expect(await list(m.token)).toEqual([home]);
  });
});
