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
