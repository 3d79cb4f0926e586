/**
 * The static parts of the home page: how it works (buy or rent, payment, delivery), the FAQ with
 * one item open at a time, and the promises of SPEC §1 in numbers. How to pay and where the store
 * delivers come from its settings (the home query's `store`), named once they are in.
 */
import { Accordion, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconTruckDelivery, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { StoreCopy } from '../../lib/storeCopy';

const STEPS = [
  { icon: IconBook2, key: 'buy' },
  { icon: IconWallet, key: 'pay' },
  { icon: IconTruckDelivery, key: 'delivery' },
] as const;

export function HowItWorks({ store }: { store: StoreCopy | undefined }) {
  const { t } = useTranslation('home');
  const text = (key: (typeof STEPS)[number]['key']) => {
    if (key === 'pay')
      return store ? t('howItWorks.pay.text', { methods: store.methods }) : t('howItWorks.pay.textGeneric');
    if (key === 'delivery')
      return store
        ? t('howItWorks.delivery.text', { districts: store.districts })
        : t('howItWorks.delivery.textGeneric');
    return t('howItWorks.buy.text');
  };
  return (
    <Stack gap="md" component="section" aria-label={t('howItWorks.title')}>
      <Title order={2} fz={{ base: 24, sm: 30 }}>
        {t('howItWorks.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {STEPS.map((s) => (
          <Card key={s.key} withBorder padding="lg">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={44} radius="md" variant="light">
                <s.icon size={24} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={700}>{t(`howItWorks.${s.key}.title`)}</Text>
                <Text c="dimmed" size="sm">
                  {text(s.key)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const FAQ = ['delivery', 'renting', 'returns'] as const;

export function HomeFaq({ store }: { store: StoreCopy | undefined }) {
  const { t } = useTranslation('home');
  const answer = (key: (typeof FAQ)[number]) => {
    if (key === 'renting') return store ? t('faq.renting.a', { fees: store.rentalFees }) : t('faq.renting.aGeneric');
    if (key !== 'delivery') return t(`faq.${key}.a`);
    return store
      ? t('faq.delivery.a', { districts: store.districts, methods: store.methods })
      : t('faq.delivery.aGeneric');
  };
  return (
    <Stack gap="md" component="section" aria-label={t('faq.title')}>
      <Title order={2} fz={{ base: 24, sm: 30 }}>
        {t('faq.title')}
      </Title>
      {/* A single-value Accordion: opening one item closes the other. */}
      <Accordion variant="separated" defaultValue="faq-0">
        {/* Values become element ids, so no spaces: faq-0, faq-1… */}
        {FAQ.map((key, i) => (
          <Accordion.Item key={key} value={`faq-${i}`}>
            <Accordion.Control>{t(`faq.${key}.q`)}</Accordion.Control>
            <Accordion.Panel>{answer(key)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Button component={Link} to={paths.contact} variant="light" w="fit-content">
        {t('faq.more')}
      </Button>
    </Stack>
  );
}

const NUMBERS = ['books', 'delivery', 'satisfaction'] as const;

export function PustakInNumbers() {
  const { t } = useTranslation('home');
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={3} spacing="xs">
        {NUMBERS.map((key) => (
          <Stack key={key} gap={2} ta="center">
            <Text fz={{ base: 22, sm: 28 }} fw={800} c="pine.8" lh={1.1}>
              {t(`numbers.${key}.figure`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`numbers.${key}.label`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
