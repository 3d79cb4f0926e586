/**
 * Pagination in Django REST Framework's style: `count`, `next` and `previous` as absolute URLs
 * (built on PUBLIC_URL) or null. Like DRF, the link to page 1 omits the page parameter and a page
 * past the end is a 404 'Invalid page.'.
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors.js';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(page: number | undefined, pageSize: number): PageRequest {
  const p = page ?? 1;
  return { page: p, pageSize, offset: (p - 1) * pageSize };
}

export function pageLinks(
  request: FastifyRequest,
  publicUrl: string,
  { page, pageSize }: PageRequest,
  count: number,
): { next: string | null; previous: string | null } {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (page > lastPage) throw notFound('Invalid page.');
  const link = (target: number) => {
    const url = new URL(request.url, publicUrl);
    if (target === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(target));
    return `${publicUrl}${url.pathname}${url.search}`;
  };
  return {
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
