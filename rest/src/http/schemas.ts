/** Request schema pieces shared by route modules (TypeBox: validates, types and documents). */
import { Type } from '@fastify/type-provider-typebox';

export const PositiveId = Type.Integer({ minimum: 1, maximum: 2147483647 });
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
