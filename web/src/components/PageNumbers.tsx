/**
 * Mantine's Pagination with its page numbers in the reader's digits ('३' in Nepali): one script on
 * a line of figures (issue 37). Every pager of the app draws its numbers through it.
 */
import { Pagination, type PaginationProps } from '@mantine/core';
import { useFormat } from '../i18n/format';

export function PageNumbers(props: PaginationProps) {
  const { number } = useFormat();
  return <Pagination getItemProps={(page) => ({ children: number(page) })} {...props} />;
}
