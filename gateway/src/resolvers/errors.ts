/**
 * Errors resolvers raise themselves: input that is plainly invalid is refused as BAD_USER_INPUT
 * before any REST call, and member-only fields refuse guests as UNAUTHENTICATED. Everything
 * else is REST's rule, mapped by rest/client.ts.
 */
import { GraphQLError } from 'graphql';
import type { Context } from '../context.js';

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

export function requireMember(ctx: Context): void {
  if (!ctx.signedIn) {
    throw new GraphQLError('Please log in to continue', { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

/** Under CATALOG_REQUIRES_AUTH the catalog is for members only (SPEC §2's second reading). */
export function requireCatalogAccess(ctx: Context): void {
  if (ctx.config.catalogRequiresAuth) requireMember(ctx);
}

/**
 * REST ids are positive 32-bit integers written in plain digits: '0x10', '1e3', ' 12', '+5' and
 * '012' are refused here, with no REST call, rather than read as some other number.
 */
export function positiveId(id: string, what = 'id'): number {
  const n = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id) || n > 2147483647) throw badInput(`${what} must be a positive whole number`);
  return n;
}

/**
 * An Idempotency-Key as REST takes it: 1 to 255 printable ASCII characters (a UUID fits). It
 * travels in a header, which could not carry anything else: refused here, before any REST call.
 */
export function idempotencyKeyOf(key: string | null | undefined): string | undefined {
  if (key === null || key === undefined) return undefined;
  if (key.length > 255 || !/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(key))
    throw badInput('idempotencyKey must be 1 to 255 printable ASCII characters (a UUID fits)');
  return key;
}

export function pageNumber(page: number | null | undefined): number {
  const p = page ?? 1;
  if (!Number.isInteger(p) || p < 1) throw badInput('page must be 1 or more');
  return p;
}

/** A missing thing is null where the field is nullable (`book(id:)`), never an error. */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
}
