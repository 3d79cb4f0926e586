/** Errors resolvers raise before any REST call, for input that is plainly invalid. */
import { GraphQLError } from 'graphql';
import type { Context } from '../context.js';

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
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

export function positiveId(id: string, what = 'id'): number {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw badInput(`${what} must be a positive whole number`);
  return n;
}

export function pageNumber(page: number | null | undefined): number {
  const p = page ?? 1;
  if (!Number.isInteger(p) || p < 1) throw badInput('page must be 1 or more');
  return p;
}
