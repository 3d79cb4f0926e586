/**
 * The staff API: /staff/books/, /staff/authors/, /staff/genres/, /staff/contact-messages/, /staff/orders/, /staff/refunds/ and /staff/audit/ (REST refuses
 * guests with 401 and members without a staff role with 403; rest/client.ts maps them to
 * UNAUTHENTICATED and FORBIDDEN). Every write here is outside the public cache's private writes,
 * so it starts a new generation (publicCache.ts): the next public read sees the change.
 */
import type { RestClient } from './client.js';
import type { RestAnswer, RestBody } from './contract.js';

export type StaffBookBody = RestBody<'/staff/books/', 'post'>;
export type StaffBookUpdateBody = RestBody<'/staff/books/{id}/', 'put'>;
export type StaffAuthorBody = RestBody<'/staff/authors/', 'post'>;
export type StaffAuthorUpdateBody = RestBody<'/staff/authors/{id}/', 'put'>;
export type RestStaffBook = RestAnswer<'/staff/books/{id}/', 'get'>['data'];
export type RestAuditPage = RestAnswer<'/staff/audit/', 'get'>;
export type RestContactPage = RestAnswer<'/staff/contact-messages/', 'get'>;
export type RestContactMessage = RestContactPage['results'][number];
export type RestAuditEntry = RestAuditPage['results'][number];
export type RestStaffBookPage = RestAnswer<'/staff/books/', 'get'>;
export type RestStaffOrderPage = RestAnswer<'/staff/orders/', 'get'>;
export type RestStaffOrder = RestStaffOrderPage['results'][number];
export type RestStaffOrderMember = RestStaffOrder['member'];
export type RestOrderMoves = RestAnswer<'/staff/orders/pack/', 'post'>;
export type RestOrderStep = RestStaffOrder['step'];
export type RestStaffRefundPage = RestAnswer<'/staff/refunds/', 'get'>;
export type RestStaffRefund = RestStaffRefundPage['results'][number];
export type RestRefundState = RestStaffRefund['state'];
type MoveBodies = {
  pack: RestBody<'/staff/orders/pack/', 'post'>;
  ship: RestBody<'/staff/orders/ship/', 'post'>;
  deliver: RestBody<'/staff/orders/deliver/', 'post'>;
  cancel: RestBody<'/staff/orders/cancel/', 'post'>;
};

export const staffApi = (rest: RestClient) => ({
  async book(id: number): Promise<RestStaffBook> {
    return (await rest.get<RestAnswer<'/staff/books/{id}/', 'get'>>(`/staff/books/${id}/`)).data;
  },
  async createBook(body: StaffBookBody): Promise<RestStaffBook> {
    return (await rest.post<RestAnswer<'/staff/books/', 'post', 201>>('/staff/books/', body)).data;
  },
  async updateBook(id: number, body: StaffBookUpdateBody): Promise<RestStaffBook> {
    return (await rest.put<RestAnswer<'/staff/books/{id}/', 'put'>>(`/staff/books/${id}/`, body)).data;
  },
  async adjustStock(id: number, change: number, reason: string): Promise<RestStaffBook> {
    const path = `/staff/books/${id}/stock/`;
    return (await rest.post<RestAnswer<'/staff/books/{id}/stock/', 'post'>>(path, { change, reason })).data;
  },
  async setHidden(id: number, hidden: boolean): Promise<RestStaffBook> {
    const path = `/staff/books/${id}/${hidden ? 'hide' : 'show'}/`;
    return (await rest.post<RestAnswer<'/staff/books/{id}/hide/', 'post'>>(path)).data;
  },
  async deleteBook(id: number): Promise<void> {
    await rest.delete(`/staff/books/${id}/`);
  },
  async createAuthor(body: StaffAuthorBody) {
    return (await rest.post<RestAnswer<'/staff/authors/', 'post', 201>>('/staff/authors/', body)).data;
  },
  async updateAuthor(id: number, body: StaffAuthorUpdateBody) {
    return (await rest.put<RestAnswer<'/staff/authors/{id}/', 'put'>>(`/staff/authors/${id}/`, body)).data;
  },
  async createGenre(name: string) {
    return (await rest.post<RestAnswer<'/staff/genres/', 'post', 201>>('/staff/genres/', { name })).data;
  },
  /** The cover as the multipart form REST reads (field `cover`), built by resolvers/Mutation.staff.ts. */
  async uploadCover(id: number, cover: Blob): Promise<RestStaffBook> {
    const form = new FormData();
    form.append('cover', cover, 'cover');
    const path = `/staff/books/${id}/cover/`;
    return (await rest.request<RestAnswer<'/staff/books/{id}/cover/', 'post'>>('POST', path, { body: form })).data;
  },
  /** A digital book's file as the multipart form REST reads (field `file`, with its name). */
  async uploadFile(id: number, file: Blob, name: string): Promise<RestStaffBook> {
    const form = new FormData();
    form.append('file', file, name);
    const path = `/staff/books/${id}/file/`;
    return (await rest.request<RestAnswer<'/staff/books/{id}/file/', 'post'>>('POST', path, { body: form })).data;
  },
  async updateGenre(id: number, name: string) {
    return (await rest.put<RestAnswer<'/staff/genres/{id}/', 'put'>>(`/staff/genres/${id}/`, { name })).data;
  },
  async contactMessages(page: number): Promise<RestContactPage> {
    const query = new URLSearchParams(page > 1 ? { page: String(page) } : {});
    return rest.get<RestContactPage>('/staff/contact-messages/', query);
  },
  async books(title: string | undefined, page: number): Promise<RestStaffBookPage> {
    const query = new URLSearchParams({ ...(title && { title }), ...(page > 1 && { page: String(page) }) });
    return rest.get<RestStaffBookPage>('/staff/books/', query);
  },
  async orders(step: RestOrderStep, page: number): Promise<RestStaffOrderPage> {
    const query = new URLSearchParams({ step, ...(page > 1 && { page: String(page) }) });
    return rest.get<RestStaffOrderPage>('/staff/orders/', query);
  },
  /** Moves orders a step (POST /staff/orders/{action}/): what moved, and what did not and why. */
  async moveOrders<A extends keyof MoveBodies>(action: A, body: MoveBodies[A]): Promise<RestOrderMoves> {
    return rest.post<RestOrderMoves>(`/staff/orders/${action}/`, body);
  },
  async refunds(state: RestRefundState | undefined, page: number): Promise<RestStaffRefundPage> {
    const query = new URLSearchParams({ ...(state && { state }), ...(page > 1 && { page: String(page) }) });
    return rest.get<RestStaffRefundPage>('/staff/refunds/', query);
  },
  async recordRefund(id: number, reference: string): Promise<RestStaffRefund> {
    const path = `/staff/refunds/${id}/record/`;
    return (await rest.post<RestAnswer<'/staff/refunds/{id}/record/', 'post'>>(path, { reference })).refund;
  },
  async retryRefund(id: number): Promise<RestStaffRefund> {
    const path = `/staff/refunds/${id}/retry/`;
    return (await rest.post<RestAnswer<'/staff/refunds/{id}/retry/', 'post'>>(path)).refund;
  },
  async replyToContactMessage(id: number, reply: string): Promise<RestContactMessage> {
    const path = `/staff/contact-messages/${id}/reply/`;
    return (await rest.post<RestAnswer<'/staff/contact-messages/{id}/reply/', 'post'>>(path, { reply })).data;
  },
  async audit(page: number): Promise<RestAuditPage> {
    const query = new URLSearchParams(page > 1 ? { page: String(page) } : {});
    return rest.get<RestAuditPage>('/staff/audit/', query);
  },
});
