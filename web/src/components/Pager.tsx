/**
 * The one pager of book lists (the catalog and the search): page numbers with the first and last
 * always in reach. Nothing at all when everything fits on one page.
 */
import { Group } from '@mantine/core';
import { PageNumbers } from './PageNumbers';

export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <Group justify="center">
      <PageNumbers total={pageCount} value={page} onChange={onPage} siblings={1} boundaries={1} />
    </Group>
  );
}
