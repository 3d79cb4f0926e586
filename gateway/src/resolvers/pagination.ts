/**
 * Pages of lists that grow with the catalog or a member's history. Every paginated field takes
 * `page` (from 1) and `pageSize` (1 to MAX_PAGE_SIZE, PAGE_SIZES' default when not given), and the
 * cost limit (cost.ts) multiplies what a page selects by the page size asked, from the same table.
 */
import { GraphQLError } from 'graphql';
import { badInput } from './errors.js';

/** The most any page holds: REST's own bound for its pages. */
export const MAX_PAGE_SIZE = 100;

/** Each paginated field and what its page holds when `pageSize` is not given; one without `pageSize` always holds that. */
export const PAGE_SIZES: Record<string, number> = {
  'Query.books': 24,
  'Query.authors': 24,
  'Query.orders': 20,
  'Query.friendSuggestions': 12,
  'Author.books': 24,
  'Book.reviews': 10,
  'UserProfile.reviews': 10,
  // No pageSize: REST's page of a member's shelf is 20.
  'Query.myShelves': 20,
  // No pageSize: REST's page of unmatched Goodreads rows is 20.
  'Query.goodreadsUnmatched': 20,
  // No pageSize: REST's pages of reading groups (20) and of a group's posts (10).
  'Query.readingGroups': 20,
  'Query.groupPosts': 10,
};

/** The page size a field's page holds, or BAD_USER_INPUT when the one asked is out of bounds. */
export function pageSize(field: string, asked: number | null | undefined): number {
  const size = asked ?? PAGE_SIZES[field]!;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw badInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
  return size;
}

/** Page facts every page type shares, from REST's count and the page size. */
export interface PageFacts {
  page: number;
  totalCount: number;
  pageCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export function pageFacts(page: number, count: number, pageSize: number): PageFacts {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  return { page, totalCount: count, pageCount, hasNextPage: page < pageCount, hasPreviousPage: page > 1 };
}

/**
 * A page past the last one is an empty page, not an error (REST answers it 404 'Invalid page.').
 * Its count is then unknown here: the client asked past what it was told, and starts again.
 */
export async function pastTheEnd<T>(page: Promise<T>, empty: T): Promise<T> {
  try {
    return await page;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return empty;
    throw error;
  }
}

/** The page facts of a page type whose model is REST's page as counted (models.ts StaffPageModel). */
export const pageResolvers = {
  totalCount: (p: { count: number }) => p.count,
  pageCount: (p: { page: number; count: number; pageSize: number }) => pageFacts(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p: { page: number; count: number; pageSize: number }) =>
    pageFacts(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p: { page: number }) => p.page > 1,
};
