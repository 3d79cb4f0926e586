/**
 * Rental Policy, written out from SPEC §9, with worked examples in rupees; how a rental is paid and
 * where it is delivered as the store's settings say, and its fees, late fee and rebuy discount as
 * the store applies them (Store.rentalTerms: REST's rentals/terms.ts), all from the route's loader
 * (lib/storeCopy.ts). Without the store's answer the page names no figure rather than a copy of it.
 */
import { Anchor, List, Table, Text } from '@mantine/core';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFormat } from '../../i18n/format';
import { useStoreCopy, type StoreCopyData, type StoreFacts } from '../../lib/storeCopy';
import { LegalPage } from './LegalPage';

/** The example book's price, in rupees. */
const EXAMPLE_PRICE = 1000;
/** The example rental's length, in days. */
const EXAMPLE_DAYS = 30;

type RentalTerms = StoreFacts['rentalTerms'];

function FeeTable({ terms }: { terms: RentalTerms }) {
  const { t } = useTranslation('legal');
  const { money } = useFormat();
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder withColumnBorders striped mb="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rental.fees.period')}</Table.Th>
            <Table.Th>{t('rental.fees.fee')}</Table.Th>
            <Table.Th>{t('rental.fees.onBook', { price: money(EXAMPLE_PRICE) })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.periods.map((p) => (
            <Table.Tr key={p.period}>
              <Table.Td>{t('rental.fees.days', { count: p.days })}</Table.Td>
              <Table.Td>{t('rental.fees.share', { percent: p.feePercent })}</Table.Td>
              <Table.Td>{money((EXAMPLE_PRICE * p.feePercent) / 100)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function RentalPolicyPage() {
  const { t } = useTranslation('legal');
  const { money } = useFormat();
  const facts = (useLoaderData() as StoreCopyData | undefined)?.store;
  const store = useStoreCopy(facts);
  const terms = facts?.rentalTerms;
  const example = terms?.periods.find((p) => p.days === EXAMPLE_DAYS);
  return (
    <LegalPage
      title={t('rental.title')}
      updated="2024-11-12"
      intro={t('rental.intro')}
      sections={[
        {
          id: 'how',
          title: t('rental.how.title'),
          body: (
            <List spacing={6}>
              <List.Item>{t('rental.how.choose')}</List.Item>
              <List.Item>{t('rental.how.copy')}</List.Item>
              {store && <List.Item>{t('rental.how.delivery', { districts: store.districts })}</List.Item>}
            </List>
          ),
        },
        {
          id: 'fees',
          title: t('rental.fees.title'),
          body: (
            <>
              {terms && <FeeTable terms={terms} />}
              <Text>{t('rental.fees.note')}</Text>
            </>
          ),
        },
        {
          id: 'refunds',
          title: t('rental.refunds.title'),
          body: (
            <>
              <List spacing={6} mb="xs">
                <List.Item>
                  {store ? t('rental.refunds.full', { methods: store.methods }) : t('rental.refunds.fullGeneric')}
                </List.Item>
                <List.Item>{t('rental.refunds.refund')}</List.Item>
              </List>
              {example && (
                <Text c="dimmed">
                  {t('rental.refunds.example', {
                    price: money(EXAMPLE_PRICE),
                    back: money((EXAMPLE_PRICE * (100 - example.feePercent)) / 100),
                  })}
                </Text>
              )}
            </>
          ),
        },
        {
          id: 'keeping',
          title: t('rental.keeping.title'),
          body: (
            <Text>
              {terms
                ? t('rental.keeping.text', { days: terms.rebuyWindowDays, percent: terms.rebuyDiscountPercent })
                : t('rental.keeping.textGeneric')}
            </Text>
          ),
        },
        {
          id: 'late',
          title: t('rental.late.title'),
          body: (
            <List spacing={6}>
              <List.Item>
                {terms ? t('rental.late.fee', { percent: terms.lateFeePercentPerDay }) : t('rental.late.feeGeneric')}
              </List.Item>
              <List.Item>{t('rental.late.purchased')}</List.Item>
            </List>
          ),
        },
        {
          id: 'damage',
          title: t('rental.damage.title'),
          body: <Text>{t('rental.damage.text')}</Text>,
        },
        {
          id: 'questions',
          title: t('rental.questions.title'),
          body: (
            <Text>
              <Trans
                t={t}
                i18nKey="rental.questions.text"
                components={{
                  terms: <Anchor component={Link} to={paths.terms} inherit underline="always" />,
                  contact: <Anchor component={Link} to={paths.contact} inherit underline="always" />,
                }}
              />
            </Text>
          ),
        },
      ]}
    />
  );
}
