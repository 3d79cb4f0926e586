/**
 * REST's batch reads (GET /books/reviews/, /books/has-reviewed/, /authors/books/) take their ids
 * as `?id=1&id=2…`, at most MAX_BATCH_IDS a call, and leave unknown ids out of the answer.
 */

/** REST answers a batch read for at most this many ids; the loaders split larger batches. */
export const MAX_BATCH_IDS = 100;

export const idsParam = (ids: readonly string[]) => new URLSearchParams(ids.map((id): [string, string] => ['id', id]));
