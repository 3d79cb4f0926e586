/** The Product tab: every product field of SPEC §3 that the book has. */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Table } from '@mantine/core';
import { graphql } from '../../gql';
import type { ProductDetails_BookFragment } from '../../gql/graphql';

export const ProductDetails_book = graphql(`
  fragment ProductDetails_book on Book {
    id
    format
    pages
    dimensions
    publicationHouse
    imprint
    publicationCity
    language
    category
    subcategory
    year
    datePublished
    salesCount
    totalRatings
    genres {
      id
      name
    }
  }
`);

export function ProductDetails(props: { book: FragmentType<ProductDetails_BookFragment> }) {
  const { data: b, complete } = useFragment({ fragment: ProductDetails_book, from: props.book });
  if (!complete) return null;
  const rows: [string, string | number | null | undefined][] = [
    ['Format', b.format],
    ['Pages', b.pages],
    ['Dimensions', b.dimensions],
    ['Publisher', b.publicationHouse],
    ['Imprint', b.imprint],
    ['Published in', b.publicationCity],
    ['Publication date', b.datePublished ?? b.year],
    ['Language', b.language],
    ['Category', [b.category, b.subcategory].filter(Boolean).join(' / ')],
    ['Genres', b.genres.map((g) => g.name).join(', ')],
    ['Copies sold', b.salesCount.toLocaleString('en-IN')],
    ['Ratings', b.totalRatings],
  ];
  return (
    <Table striped withRowBorders={false} verticalSpacing="xs">
      <Table.Tbody>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
