/** The Product tab: every product field of SPEC §3 that the book has. */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Table } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { useCatalogTerms } from '../../i18n/terms';
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

/** Sizes as the seeds and staff write them ('5.5 x 8.5 in'); the unit is a word, so it is translated too. */
const INCHES = /^(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*in$/i;

export function ProductDetails(props: { book: FragmentType<ProductDetails_BookFragment> }) {
  const { t } = useTranslation('book');
  const { number, year, date, digits } = useFormat();
  const terms = useCatalogTerms();
  const { data: b, complete } = useFragment({ fragment: ProductDetails_book, from: props.book });
  if (!complete) return null;
  const inches = b.dimensions ? INCHES.exec(b.dimensions.trim()) : null;
  const dimensions = inches
    ? t('product.inches', { width: number(Number(inches[1])), height: number(Number(inches[2])) })
    : b.dimensions && digits(b.dimensions);
  // Fiction or Non-fiction, then the book's first genre; a category the catalog does not know shows as sent.
  const category = b.category
    ? t(`product.categories.${b.category}` as 'product.categories.Fiction', { defaultValue: b.category })
    : null;
  const rows: [string, string | null | undefined][] = [
    [t('product.format'), terms.format(b.format)],
    [t('product.pages'), b.pages == null ? null : number(b.pages)],
    [t('product.dimensions'), dimensions],
    [t('product.publisher'), b.publicationHouse],
    [t('product.imprint'), b.imprint],
    [t('product.publishedIn'), b.publicationCity],
    [t('product.publicationDate'), b.datePublished ? date(b.datePublished, 'long') : b.year ? year(b.year) : null],
    [t('product.language'), terms.language(b.language)],
    [t('product.category'), [category, b.subcategory && terms.genre(b.subcategory)].filter(Boolean).join(' / ')],
    [t('product.genres'), b.genres.map((g) => terms.genre(g.name)).join(', ')],
    [t('product.copiesSold'), number(b.salesCount)],
    [t('product.ratings'), number(b.totalRatings)],
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
