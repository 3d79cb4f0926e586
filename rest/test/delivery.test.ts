/**
 * Where Pustak delivers: an address carries a Nepali mobile number (stored as its ten digits) and
 * one of Nepal's 77 districts; it says whether the store delivers there (DELIVERY_DISTRICTS,
 * by default Kathmandu, Lalitpur, Bhaktapur and Kaski), and an order to any other district is
 * refused and changes nothing. Books come from catalog page 9, which no other suite orders from.
 */
import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Member } from './helpers.js';

const address = (extra: Record<string, unknown> = {}) => ({
  address_name: 'Home',
  full_name: 'Sita Sharma',
  address_line1: 'Jhamsikhel Road 12',
  city: 'Lalitpur',
  phone: '9841234567',
  district: 'Lalitpur',
  ...extra,
});

const PHONE_RULE =
  'Phone must be a Nepali mobile number: 10 digits starting with 97 or 98 (e.g. 98XXXXXXXX), optionally after +977';

const ACCEPTED_PHONES: [string, string][] = [
  ['9841234567', '9841234567'],
  ['9712345678', '9712345678'],
  ['+9779801234567', '9801234567'],
  ['+977 980 123 4567', '9801234567'],
  ['+977-9851-234567', '9851234567'],
  [' 984-123-4567 ', '9841234567'],
];

const REFUSED_PHONES = [
  '9641234567', // starts 96
  '01-4412345', // a Kathmandu landline
  '984123456', // 9 digits
  '98412345678', // 11 digits
  '9779841234567', // the country code without its +
  '+9779641234567',
  '+1 9841234567',
  '98412a4567',
  '98.4123.4567',
  '+977',
];

describeEachTarget('Delivery: phones, districts and where the store delivers', (api) => {
  const list = async (m: Member) => (await api.get('/shipping/addresses/', m.token)).body.data as any[];

  it('accepts a Nepali mobile number written any usual way, and stores its ten digits', async () => {
    const m = await createMember(api);
    for (const [written, stored] of ACCEPTED_PHONES) {
      const reply = await api.post('/shipping/addresses/', address({ phone: written }), m.token);
      expect(reply.status, written).toBe(201);
      expect(reply.body.data.phone, written).toBe(stored);
    }
    expect((await list(m)).map((a) => a.phone)).toEqual(ACCEPTED_PHONES.map(([, stored]) => stored));
  });

  it('refuses any other phone with a 400 that says what a phone must be, and stores nothing', async () => {
    const m = await createMember(api);
    for (const phone of REFUSED_PHONES) {
      const reply = await api.post('/shipping/addresses/', address({ phone }), m.token);
      expect(reply.status, phone).toBe(400);
      expect(reply.body, phone).toEqual({ success: false, message: PHONE_RULE });
    }
    const missing = { ...address() } as Record<string, unknown>;
    delete missing.phone;
    expect((await api.post('/shipping/addresses/', missing, m.token)).body).toEqual({
      success: false,
      message: 'phone is required',
    });
    expect(await list(m)).toEqual([]);

    const home = (await api.post('/shipping/addresses/', address(), m.token)).body.data;
    const edit = await api.put(`/shipping/addresses/${home.id}/`, { phone: '12345' }, m.token);
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(PHONE_RULE);
    expect(await list(m)).toEqual([home]);
    const changed = await api.put(`/shipping/addresses/${home.id}/`, { phone: '+977 9761234567' }, m.token);
    expect(changed.body.data).toEqual({ ...home, phone: '9761234567' });
  });

  it("takes only Nepal's districts, spelled as the list spells them", async () => {
    const m = await createMember(api);
    const spelled = await api.post('/shipping/addresses/', address({ district: '  kathmandu ' }), m.token);
    expect(spelled.status).toBe(201);
    expect(spelled.body.data).toMatchObject({ district: 'Kathmandu', deliverable: true });
    for (const district of ['Pokhara', 'Narnia', 'Kath', '']) {
      const reply = await api.post('/shipping/addresses/', address({ district }), m.token);
      expect(reply.status, district).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    expect((await api.post('/shipping/addresses/', address({ district: 'Pokhara' }), m.token)).body.message).toBe(
      "'Pokhara' is not a district of Nepal: choose one of the 77 districts",
    );
    const edit = await api.put(`/shipping/addresses/${spelled.body.data.id}/`, { district: 'Gondor' }, m.token);
    expect(edit.status).toBe(400);
    expect(await list(m)).toEqual([spelled.body.data]);
  });

  it('lists the 77 districts in English and Nepali, the four of the default delivery area deliverable', async () => {
    const reply = await api.get('/shipping/districts/');
    expect(reply.status).toBe(200);
    const districts = reply.body.data as {
      name: string;
      nepali_name: string;
      province: string;
      deliverable: boolean;
    }[];
    expect(districts).toHaveLength(77);
    expect(new Set(districts.map((d) => d.name)).size).toBe(77);
    expect(new Set(districts.map((d) => d.nepali_name)).size).toBe(77);
    expect(new Set(districts.map((d) => d.province)).size).toBe(7);
    expect(districts.filter((d) => d.deliverable).map((d) => d.name)).toEqual([
      'Bhaktapur',
      'Kathmandu',
      'Lalitpur',
      'Kaski',
    ]);
    expect(districts.find((d) => d.name === 'Kathmandu')).toMatchObject({
      nepali_name: 'काठमाडौँ',
      province: 'Bagmati',
    });
  });

  it('an address says whether the store delivers there', async () => {
    const m = await createMember(api);
    const lalitpur = (await api.post('/shipping/addresses/', address(), m.token)).body.data;
    const chitwan = (
      await api.post(
        '/shipping/addresses/',
        address({ address_name: 'Parents', city: 'Bharatpur', district: 'Chitwan' }),
        m.token,
      )
    ).body.data;
    expect(lalitpur.deliverable).toBe(true);
    expect(chitwan.deliverable).toBe(false);
    expect((await list(m)).map((a) => [a.district, a.deliverable])).toEqual([
      ['Lalitpur', true],
      ['Chitwan', false],
    ]);
    const moved = await api.put(`/shipping/addresses/${chitwan.id}/`, { district: 'Kaski', city: 'Pokhara' }, m.token);
    expect(moved.body.data).toMatchObject({ district: 'Kaski', deliverable: true });
  });

  it('an order to Chitwan is refused and changes nothing; to Lalitpur it is placed', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1, 5, 9);
    const line = (await api.post(`/cart/${book.id}/add`, { quantity: 1 }, m.token)).body.data.id;
    const stock = async () => (await api.get(`/books/${book.id}/`)).body.book.stock;
    const before = await stock();
    const chitwan = (
      await api.post('/shipping/addresses/', address({ city: 'Bharatpur', district: 'Chitwan' }), m.token)
    ).body.data;
    const lalitpur = (await api.post('/shipping/addresses/', address({ address_name: 'Office' }), m.token)).body.data;

    for (const payment_method of [undefined, 'CASH_ON_DELIVERY']) {
      const refused = await api.post(
        '/order/create-order/',
        { item_ids: [line], shipping_address_id: chitwan.id, ...(payment_method && { payment_method }) },
        m.token,
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        message: 'We do not deliver to Chitwan yet. We deliver to Kathmandu, Lalitpur, Bhaktapur and Kaski.',
      });
    }
    expect((await api.get('/order/', m.token)).body.orders).toEqual([]);
    expect((await api.get('/cart/', m.token)).body.data.map((l: any) => l.id)).toEqual([line]);
    expect(await stock()).toBe(before);

    const placed = await api.post(
      '/order/create-order/',
      { item_ids: [line], shipping_address_id: lalitpur.id },
      m.token,
    );
    expect(placed.status).toBe(201);
    const order = (await api.get(`/order/${placed.body.order_id}/`, m.token)).body.order;
    expect(order.shipping_address).toMatchObject({ district: 'Lalitpur', phone: '9841234567', city: 'Lalitpur' });
    expect(order).toMatchObject({ status: 'Pending', payment_method: null });
    expect(await stock()).toBe(before - 1);
  });
});
