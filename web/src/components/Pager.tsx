/**
 * The one pager of book lists (the catalog and the search): page numbers with the first and last
 * always in reach. Nothing at all when everything fits on one page.
 */
import { Group, type MantineSpacing } from '@mantine/core';
import { PageNumbers } from './PageNumbers';

export function Pager({
  page,
  pageCount,
  onPage,
  mt,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Space above it, taken only when it is drawn. */
  mt?: MantineSpacing;
}) {
  if (pageCount <= 1) return null;
  return (
    <Group justify="center" mt={mt}>
      <PageNumbers total={pageCount} value={page} onChange={onPage} siblings={1} boundaries={1} />
    </Group>
  );
}
