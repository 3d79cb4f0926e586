/**
 * Terms of Service, written out from SPEC §9 (and the promises of SPEC §1): how a reader can pay
 * and where the store delivers as its settings say (lib/storeCopy.ts, from the route's loader).
 */
import { Anchor, List, Text } from '@mantine/core';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useStoreCopy, type StoreCopyData } from '../../lib/storeCopy';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  const { t } = useTranslation('legal');
  const store = useStoreCopy((useLoaderData() as StoreCopyData | undefined)?.store);
  return (
    <LegalPage
      title={t('terms.title')}
      updated="2024-11-12"
      intro={t('terms.intro')}
      sections={[
        {
          id: 'account',
          title: t('terms.account.title'),
          body: (
            <List spacing={6}>
              <List.Item>{t('terms.account.name')}</List.Item>
              <List.Item>{t('terms.account.password')}</List.Item>
              <List.Item>{t('terms.account.accept')}</List.Item>
            </List>
          ),
        },
        {
          id: 'prices',
          title: t('terms.prices.title'),
          body: (
            <List spacing={6}>
              <List.Item>{t('terms.prices.currency')}</List.Item>
              <List.Item>
                {store ? t('terms.prices.wallets', { methods: store.methods }) : t('terms.prices.walletsGeneric')}
              </List.Item>
              <List.Item>{t('terms.prices.confirmed')}</List.Item>
              {store?.cashOnDelivery && (
                <List.Item>{t('terms.prices.cashOnDelivery', { limit: store.codLimit })}</List.Item>
              )}
            </List>
          ),
        },
        {
          id: 'delivery',
          title: t('terms.delivery.title'),
          body: (
            <List spacing={6}>
              <List.Item>
                {store ? t('terms.delivery.where', { districts: store.districts }) : t('terms.delivery.whereGeneric')}
              </List.Item>
              <List.Item>{t('terms.delivery.time')}</List.Item>
              <List.Item>{t('terms.delivery.cost')}</List.Item>
            </List>
          ),
        },
        {
          id: 'returns',
          title: t('terms.returns.title'),
          body: (
            <>
              <Text mb="xs">{t('terms.returns.policy')}</Text>
              <Text>{t('terms.returns.exception')}</Text>
            </>
          ),
        },
        {
          id: 'rentals',
          title: t('terms.rentals.title'),
          body: (
            <Text>
              <Trans
                t={t}
                i18nKey="terms.rentals.text"
                components={{ anchor: <Anchor component={Link} to={paths.rentalPolicy} inherit underline="always" /> }}
              />
            </Text>
          ),
        },
        {
          id: 'community',
          title: t('terms.community.title'),
          body: (
            <List spacing={6}>
              <List.Item>{t('terms.community.reviews')}</List.Item>
              <List.Item>{t('terms.community.kind')}</List.Item>
            </List>
          ),
        },
        {
          id: 'contact',
          title: t('terms.questions.title'),
          body: (
            <Text>
              <Trans
                t={t}
                i18nKey="terms.questions.text"
                components={{ anchor: <Anchor component={Link} to={paths.contact} inherit underline="always" /> }}
              />
            </Text>
          ),
        },
      ]}
    />
  );
}
