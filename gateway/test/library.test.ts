/**
 * My library through the graph (issue 35): a digital-only order takes no address and no shipping,
 * and once paid its eBook is in `library`; `libraryDownloadLink` answers a path on the gateway
 * that streams the file only for the member who asked (another member gets REST's 403); staff see
 * and upload a book's file (`Book.file`, `staffUploadBookFile`, and the streaming multipart route).
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { codeOf, gql, newMember, ok, type Member } from './client.js';

const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const signIn = async (email: string) => (await ok(LOGIN, { e: email, p: 'pustak123' })).data.login.token as string;

const origin = () => new URL(inject('gatewayUrl')).origin;

/** Seeded eBooks in stock (each has its sample PDF). */
async function ebooks(n: number): Promise<{ id: string; title: string }[]> {
  const { data } = await ok(
    `{ books(page: 3, filter: { formats: ["eBook"], ordering: TITLE_ASC }) { items { id title stock } } }`,
  );
  return data.books.items.filter((b: { stock: number }) => b.stock > 3).slice(0, n);
}

/** Orders the book with no address and pays it with the Khalti sandbox; answers the order. */
async function buy(m: Member, bookId: string) {
  const line = (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: bookId }, m.token)).data
    .addToCart.id;
  const order = (
    await ok(
      `mutation ($i: [ID!]!) { createOrder(itemIds: $i) { id shippingFee shippingAddress { fullName } } }`,
      { i: [line] },
      m.token,
    )
  ).data.createOrder;
  const { paymentUrl, pidx } = (
    await ok(`mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`, { id: order.id }, m.token)
  ).data.createPayment;
  const submitted = await fetch(new URL('pay', paymentUrl), {
    method: 'POST',
    body: new URLSearchParams({ pidx, khalti_id: '9800000000', mpin: '1111', otp: '987654', action: 'pay' }),
    redirect: 'manual',
  });
  const back = new URL(submitted.headers.get('location')!);
  await ok(
    `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success } }`,
    { q: back.search },
    m.token,
  );
  return order as { id: string; shippingFee: string; shippingAddress: null };
}

describe('My library through the gateway', () => {
  it('a bought eBook is in the library and downloads for its member only', async () => {
    const m = await newMember();
    const other = await newMember();
    const [book] = await ebooks(1);
    expect((await ok(`{ library { book { id } } }`, {}, m.token)).data.library).toEqual([]);
    expect(codeOf(await gql(`{ library { book { id } } }`))).toBe('UNAUTHENTICATED');

    const order = await buy(m, book!.id);
    expect(order).toMatchObject({ shippingFee: '0.00', shippingAddress: null });
    const { library } = (
      await ok(`{ library { access dueAt format file { name mediaType bytes } book { id } } }`, {}, m.token)
    ).data;
    expect(library).toEqual([
      {
        access: 'BOUGHT',
        dueAt: null,
        format: 'eBook',
        file: {
          name: expect.stringMatching(/^Sample - .+\.pdf$/),
          mediaType: 'application/pdf',
          bytes: expect.any(Number),
        },
        book: { id: book!.id },
      },
    ]);
    const { url, expiresAt } = (
      await ok(`mutation ($id: ID!) { libraryDownloadLink(bookId: $id) { url expiresAt } }`, { id: book!.id }, m.token)
    ).data.libraryDownloadLink;
    expect(url).toMatch(/^\/library\/download\/[\w.-]+$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    const mine = await fetch(`${origin()}${url}`, { headers: { authorization: `Bearer ${m.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment; /);
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.length).toBe(library[0].file.bytes);
    expect(bytes.toString('latin1')).toMatch(/^%PDF-[\s\S]*Sample/);

    const theirs = await fetch(`${origin()}${url}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toEqual({ success: false, message: 'This link is not yours.' });
    expect((await fetch(`${origin()}${url}`)).status).toBe(401);
    const refused = await gql(
      `mutation ($id: ID!) { libraryDownloadLink(bookId: $id) { url } }`,
      { id: book!.id },
      other.token,
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('staff see a book’s file and upload another, through the graph or streamed through the gateway', async () => {
    const staff = await signIn('staff@pustak.np');
    const [, book] = await ebooks(2);
    const before = (await ok(`query ($id: ID!) { staffBook(id: $id) { file { name } } }`, { id: book!.id }, staff)).data
      .staffBook.file;
    expect(before.name).toMatch(/^Sample - /);
    const pdf = Buffer.from('%PDF-1.4\n% graph upload\n%%EOF\n');
    const uploaded = await ok(
      `mutation ($id: ID!, $f: String!) { staffUploadBookFile(id: $id, file: $f, fileName: "Graph.pdf") { file { name bytes mediaType } } }`,
      { id: book!.id, f: `data:application/pdf;base64,${pdf.toString('base64')}` },
      staff,
    );
    expect(uploaded.data.staffUploadBookFile.file).toEqual({
      name: 'Graph.pdf',
      bytes: pdf.length,
      mediaType: 'application/pdf',
    });
    const wrong = await gql(
      `mutation ($id: ID!, $f: String!) { staffUploadBookFile(id: $id, file: $f, fileName: "x.mp3") { id } }`,
      { id: book!.id, f: `data:audio/mpeg;base64,${Buffer.from('ID3 not a pdf').toString('base64')}` },
      staff,
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toBe('Please upload an EPUB or PDF file for an eBook.');

    const form = new FormData();
    const streamed = Buffer.from('%PDF-1.4\n% streamed through the gateway\n%%EOF\n');
    form.append('file', new Blob([new Uint8Array(streamed)]), 'Streamed.pdf');
    const reply = await fetch(`${origin()}/staff/books/${book!.id}/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}` },
      body: form,
    });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { data: { file: unknown } }).data.file).toMatchObject({
      name: 'Streamed.pdf',
      bytes: streamed.length,
    });
    const member = await newMember();
    const refused = await fetch(`${origin()}/staff/books/${book!.id}/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(refused.status).toBe(403);
  });
});
