/**
 * Under Rent, what renting the book costs for each period (SPEC §9): the fee, the deposit (its
 * full price, paid at checkout) and what comes back on return. The figures are the API's; the
 * period itself is chosen in the cart, where a line turns from Buy to Rent.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { RentalOptions_BookFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';

export const RentalOptions_book = graphql(`
  fragment RentalOptions_book on Book {
    id
    rentalOptions {
      period
      days
      fee
      deposit
      refund
    }
  }
`);

export function RentalOptions(props: { book: FragmentType<RentalOptions_BookFragment> }) {
  const { t } = useTranslation('book');
  const { money } = useFormat();
  const { data: book, complete } = useFragment({ fragment: RentalOptions_book, from: props.book });
  if (!complete || book.rentalOptions.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="rent-title">
      <Title order={2} fz="md" id="rent-title">
        {t('rent.title')}
      </Title>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {book.rentalOptions.map((o) => (
          <Text key={o.period} component="li" size="sm">
            {t('rent.option', {
              count: o.days,
              fee: money(o.fee),
              deposit: money(o.deposit),
              refund: money(o.refund),
            })}
          </Text>
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('rent.note')}{' '}
        <Anchor component={Link} to={paths.rentalPolicy} size="xs" underline="always">
          {t('rent.policy')}
        </Anchor>
      </Text>
    </Stack>
  );
}
