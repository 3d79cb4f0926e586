/**
 * Whether an address's id can name a book or an author at all: the graph refuses any other
 * (gateway/src/resolvers/errors.ts positiveId, a positive 32-bit integer in plain digits). A screen
 * shows 'not found' for such an id without asking, and the server draws the same.
 */
export const isEntityId = (id: string): boolean => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2147483647;
