/**
 * Staff mutations: thin calls to REST's /staff/ routes, which decide who may (guests
 * UNAUTHENTICATED, members FORBIDDEN) and write the audit log. Each answers what it changed,
 * primed into the request's loaders so nothing about it is read again.
 */
import type { MutationResolvers, StaffBookInput, StaffBookUpdate } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { RestOrderMoves, RestStaffBook, StaffBookUpdateBody } from '../rest/staff.js';
import { announceOrdersMoved } from '../subscriptions/publish.js';
import { badInput, positiveId, requireMember } from './errors.js';
import { pictureFile } from './registration.js';

/** Drops the fields an update leaves out (undefined), keeps a null that clears one. */
const given = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

function bookBody(input: StaffBookUpdate | StaffBookInput): StaffBookUpdateBody {
  return given({
    title: input.title ?? undefined,
    author_id: input.authorId == null ? undefined : positiveId(input.authorId, 'authorId'),
    price: input.price ?? undefined,
    year: input.year,
    date_published: input.datePublished,
    format: input.format ?? undefined,
    pages: input.pages,
    dimensions: input.dimensions,
    publication_house: input.publicationHouse,
    imprint: input.imprint,
    publication_city: input.publicationCity,
    language: input.language ?? undefined,
    category: input.category,
    subcategory: input.subcategory,
    description: input.description ?? undefined,
    genre_ids: input.genreIds?.map((id) => positiveId(id, 'genreIds')),
    isbn13: input.isbn13,
  }) as StaffBookUpdateBody;
}

function answer(ctx: Context, book: RestStaffBook): RestStaffBook {
  // A hidden book is not the public's: never primed where public fields would read it.
  if (!book.hidden) ctx.loaders.book.clear(String(book.id)).prime(String(book.id), book);
  else ctx.loaders.book.clear(String(book.id));
  return book;
}

/** Orders a staff move answered, told to their members and followers; the answer itself. */
async function moved(ctx: Context, answer: RestOrderMoves): Promise<RestOrderMoves> {
  await announceOrdersMoved(
    ctx,
    answer.orders.map(({ member, ...order }) => ({ memberId: member.id, order })),
  );
  for (const o of answer.orders) ctx.loaders.order.clear(o.order_id);
  return answer;
}

/** REST takes at most this many orders a move; more is the caller's mistake, said before any call. */
const MAX_MOVE = 100;
function orderIds(ids: readonly string[]): string[] {
  if (ids.length === 0) throw badInput('Choose at least one order');
  if (ids.length > MAX_MOVE) throw badInput(`At most ${MAX_MOVE} orders at once`);
  return [...new Set(ids)];
}

export const staffMutations: MutationResolvers = {
  staffPackOrders: async (_, { ids }, ctx) => {
    requireMember(ctx);
    return moved(ctx, await ctx.api.staff.moveOrders('pack', { order_ids: orderIds(ids) }));
  },
  staffShipOrders: async (_, { shipments }, ctx) => {
    requireMember(ctx);
    orderIds(shipments.map((s) => s.orderId));
    const body = shipments.map((s) => ({ order_id: s.orderId, courier: s.courier, tracking_number: s.trackingNumber }));
    return moved(ctx, await ctx.api.staff.moveOrders('ship', { shipments: body }));
  },
  staffDeliverOrders: async (_, { deliveries }, ctx) => {
    requireMember(ctx);
    orderIds(deliveries.map((d) => d.orderId));
    const body = deliveries.map((d) => ({
      order_id: d.orderId,
      ...(d.cashReceived != null && { cash_received: d.cashReceived }),
    }));
    return moved(ctx, await ctx.api.staff.moveOrders('deliver', { deliveries: body }));
  },
  staffCancelOrders: async (_, { ids, reason }, ctx) => {
    requireMember(ctx);
    return moved(ctx, await ctx.api.staff.moveOrders('cancel', { order_ids: orderIds(ids), reason }));
  },
  staffRecordRefund: async (_, { id, reference }, ctx) => {
    requireMember(ctx);
    return ctx.api.staff.recordRefund(positiveId(id), reference);
  },
  staffRetryRefund: async (_, { id }, ctx) => {
    requireMember(ctx);
    return ctx.api.staff.retryRefund(positiveId(id));
  },
  staffCreateBook: async (_, { input }, ctx) => {
    requireMember(ctx);
    const body = { ...bookBody(input), stock: input.stock ?? 0 } as Parameters<
      Context['api']['staff']['createBook']
    >[0];
    return answer(ctx, await ctx.api.staff.createBook(body));
  },
  staffUpdateBook: async (_, { id, input }, ctx) => {
    requireMember(ctx);
    return answer(ctx, await ctx.api.staff.updateBook(positiveId(id), bookBody(input)));
  },
  staffAdjustStock: async (_, { id, change, reason }, ctx) => {
    requireMember(ctx);
    return answer(ctx, await ctx.api.staff.adjustStock(positiveId(id), change, reason));
  },
  staffHideBook: async (_, { id }, ctx) => {
    requireMember(ctx);
    return answer(ctx, await ctx.api.staff.setHidden(positiveId(id), true));
  },
  staffReplyToContactMessage: async (_, { id, reply }, ctx) => {
    requireMember(ctx);
    return ctx.api.staff.replyToContactMessage(positiveId(id), reply);
  },
  staffShowBook: async (_, { id }, ctx) => {
    requireMember(ctx);
    return answer(ctx, await ctx.api.staff.setHidden(positiveId(id), false));
  },
  staffUploadCover: async (_, { id, cover }, ctx) => {
    requireMember(ctx);
    const bookId = positiveId(id);
    return answer(ctx, await ctx.api.staff.uploadCover(bookId, pictureFile(cover)));
  },
  staffUploadBookFile: async (_, { id, file, fileName }, ctx) => {
    requireMember(ctx);
    const bookId = positiveId(id);
    // Any type: REST tells the file by its content and says what the book's format takes.
    const match = /^data:[\w.+/-]*(?:;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(file);
    if (!match) throw badInput('Please upload the file as a data URL (data:…;base64,…).');
    const name = fileName.trim() || 'book';
    return answer(ctx, await ctx.api.staff.uploadFile(bookId, new Blob([Buffer.from(match[1]!, 'base64')]), name));
  },
  staffDeleteBook: async (_, { id }, ctx) => {
    requireMember(ctx);
    await ctx.api.staff.deleteBook(positiveId(id));
    ctx.loaders.book.clear(id);
    return id;
  },
  staffCreateAuthor: async (_, { input }, ctx) => {
    requireMember(ctx);
    const { name, birthDate, email, biography } = input;
    return ctx.api.staff.createAuthor({
      name,
      birth_date: birthDate ?? null,
      email: email ?? null,
      biography: biography ?? '',
    });
  },
  staffUpdateAuthor: async (_, { id, input }, ctx) => {
    requireMember(ctx);
    const body = given({
      name: input.name ?? undefined,
      birth_date: input.birthDate,
      email: input.email,
      biography: input.biography ?? undefined,
    });
    return ctx.api.staff.updateAuthor(positiveId(id), body);
  },
  staffCreateGenre: async (_, { name }, ctx) => {
    requireMember(ctx);
    return ctx.api.staff.createGenre(name);
  },
  staffUpdateGenre: async (_, { id, name }, ctx) => {
    requireMember(ctx);
    return ctx.api.staff.updateGenre(positiveId(id), name);
  },
};
