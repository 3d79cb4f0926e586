/** Request schema pieces shared by route modules (TypeBox: validates, types and documents). */
import { Type, type TInteger, type TProperties, type TSchema } from '@fastify/type-provider-typebox';

/** The largest database id (PostgreSQL's integer, int4). */
export const MAX_ID = 2147483647;
export const PositiveId = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** Path parameters that are database ids: `IdParam()` is `{ id }`, `IdParam('bookId')` is `{ bookId }`. */
export const IdParam = <K extends string = 'id'>(name: K = 'id' as K) =>
  Type.Object({ [name]: PositiveId } as { [P in K]: typeof PositiveId });
export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) });
/** Money in: a decimal with at most 2 places, as a string or a number. */
export const Money = Type.String({ pattern: '^\\d{1,8}(\\.\\d{1,2})?$', description: 'Amount in Rs, e.g. 450.00' });
export const BearerAuth = [{ bearerAuth: [] }];
/** Most ids one batch read takes: enough for any page of a list, small enough to answer quickly. */
export const MAX_BATCH_IDS = 100;
/** `?id=1&id=2…` of a batch read: 1 to MAX_BATCH_IDS database ids (repeat the parameter). */
export const IdList = Type.Array(PositiveId, {
  minItems: 1,
  maxItems: MAX_BATCH_IDS,
  description: `Ids, repeated: ?id=1&id=2 (at most ${MAX_BATCH_IDS})`,
});
export const IdListQuery = Type.Object({ id: IdList });

/** Response schema pieces: Fastify serializes every answer from its route's schema, and OpenAPI documents it. */
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);
/**
 * One of a few strings, as a plain string enum: OpenAPI tools (GraphQL Mesh, generators) read it as
 * one enum, where a union of literals becomes a union of object types with no fields.
 */
export const StringEnum = <const T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: values, ...options });
/** The one error envelope of every failure (errors.ts). */
export const ErrorBody = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  { description: 'The failure, in words a person can act on' },
);
/**
 * The database dropped or refused the connection (a restart, a failover): nothing is wrong with
 * the request, which may be sent again as it is (a write with its Idempotency-Key). errors.ts.
 */
export const Unavailable = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  {
    description: 'Briefly unavailable (the database is not answering): send the request again after Retry-After',
    headers: {
      'retry-after': Type.Integer({ minimum: 1, description: 'Seconds to wait before sending the request again' }),
    },
  },
);
/** A route's answers: its 2xx schemas, the error envelope for every 4xx and 5xx, and the 503 to retry. */
export const answers = <T extends Record<number, TSchema>>(ok: T) => ({
  503: Unavailable,
  ...ok,
  '4xx': ErrorBody,
  '5xx': ErrorBody,
});
/** `{ success: true, message }`: a write that answers nothing more. */
export const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });
/** A page in Django REST Framework's style (pagination.ts): absolute links, null at either end. */
export const Page = <T extends TSchema>(results: T, extra: TProperties = {}) =>
  Type.Object({
    status: Type.Literal('success'),
    count: Type.Integer({ minimum: 0 }),
    ...extra,
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results,
  });

/** A staff queue's tab counts: how many rows are in each of its views now, one integer per view. */
export const CountsBy = <const T extends string>(views: readonly T[], description: string) =>
  Type.Object(Object.fromEntries(views.map((view) => [view, Type.Integer({ minimum: 0 })])) as Record<T, TInteger>, {
    description,
  });
