/**
 * Billing /checkout (SPEC §2): a static placeholder as the specification describes it, with sample
 * items; reachable only with a non-empty cart. Orders are really placed from the cart screen.
 */
import '@mantine/core/styles/Divider.css';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useFormat } from '../../i18n/format';
import { HeaderCartCount } from '../../lib/headerCartCount';

/** SAMPLE content, fixed by SPEC §2: this screen shows static items, not the member's cart. */
const SAMPLE_ITEMS = [
  ['sample.bookOne', '500.00'],
  ['sample.bookTwo', '750.00'],
] as const;
const SAMPLE_AMOUNTS = [
  ['summary.subtotal', '1250.00'],
  ['summary.shipping', '100.00'],
  ['summary.coupon', '0.00'],
  ['summary.discount', '0.00'],
] as const;
const PAYMENT_OPTIONS = ['payment.bank', 'payment.cheque', 'payment.cash', 'payment.paypal'] as const;

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { money } = useFormat();
  const { data, loading } = useQuery(HeaderCartCount);
  if (loading && !data) return <Loader m="xl" />;
  if (!data || data.cart.count === 0) return <Navigate to={paths.cart} replace />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="xs">
        {t('title')}
      </Title>
      <Alert color="blue" mb="lg">
        {t('preview')}
      </Alert>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label={t('form.firstName')} />
              <TextInput label={t('form.lastName')} />
            </SimpleGrid>
            <TextInput label={t('form.street')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label={t('form.country')} defaultValue={t('form.nepal')} />
              <TextInput label={t('form.province')} />
              <TextInput label={t('form.city')} />
              <TextInput label={t('form.zip')} />
              <TextInput label={t('form.phone')} />
              <TextInput label={t('form.email')} type="email" />
            </SimpleGrid>
            <Textarea label={t('form.notes')} autosize minRows={3} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('summary.title')}
              </Title>
              {SAMPLE_ITEMS.map(([title, price]) => (
                <Group key={title} justify="space-between">
                  <Text>{t(title)}</Text>
                  <Text>{money(price)}</Text>
                </Group>
              ))}
              <Divider />
              {SAMPLE_AMOUNTS.map(([label, amount]) => (
                <Group key={label} justify="space-between">
                  <Text c="dimmed">{t(label)}</Text>
                  <Text>{money(amount)}</Text>
                </Group>
              ))}
              <Group justify="space-between">
                <Text fw={700}>{t('summary.total')}</Text>
                <Text fw={800}>{money('1350.00')}</Text>
              </Group>
              <Radio.Group label={t('payment.label')} defaultValue={PAYMENT_OPTIONS[0]}>
                <Stack gap={6} mt={6}>
                  {PAYMENT_OPTIONS.map((o) => (
                    <Radio key={o} value={o} label={t(o)} />
                  ))}
                </Stack>
              </Radio.Group>
              <Button disabled title={t('placeOrderHint')}>
                {t('placeOrder')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
