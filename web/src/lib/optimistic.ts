/**
 * Ids an optimistic result carries (a cart line, a friend request) until the server's answer
 * replaces it: what tells a mutation's `update` which of its two runs it is in.
 */
export const optimisticId = (of: string) => `optimistic-${of}`;
export const isOptimistic = (id: string | null | undefined) => !!id?.startsWith('optimistic-');
