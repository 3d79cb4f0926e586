/**
 * The order summary: subtotal of the selected lines, the store's shipping fee (SPEC's flat Rs 100,
 * from the graph) only when a selected line is shipped (eBooks and audiobooks are downloads and
 * ship free, as the server charges).
 */
import '@mantine/core/styles/Divider.css';
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Price } from '../../components/Price';
import { sumRs } from '../../lib/money';

export function CartSummary(props: {
  selectedTotals: string[];
  /** Whether a selected line goes by courier. */
  shipped: boolean;
  /** The store's flat fee for an order with a printed book (Query.store). */
  shippingFee: string;
  onCheckout: () => void;
}) {
  const { t } = useTranslation('cart');
  const subtotal = sumRs(props.selectedTotals);
  const shipping = props.selectedTotals.length && props.shipped ? props.shippingFee : '0.00';
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('summary.title')}
        </Title>
        <Group justify="space-between">
          <Text>{t('summary.subtotal')}</Text>
          <Price amount={subtotal} />
        </Group>
        <Group justify="space-between">
          <Text>{t('summary.shipping')}</Text>
          <Price amount={shipping} />
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('summary.total')}</Text>
          <Price amount={sumRs([subtotal, shipping])} fw={800} fz="lg" />
        </Group>
        <Button size="md" onClick={props.onCheckout}>
          {t('summary.proceed')}
        </Button>
      </Stack>
    </Card>
  );
}
