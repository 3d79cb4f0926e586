/**
 * How an order is paid, as one radio group (arrow keys move between the cards, each card is its
 * radio's label, the chosen one has its colour's border and a filled mark): Khalti or eSewa on the
 * payment screen, and at checkout also cash on delivery. The wordmarks are text in each wallet's
 * colour, so nothing is fetched from another site.
 */
// The cards' border and mark: Mantine's Radio.css styles the plain radio only.
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import type { PaymentMethod } from '../../gql/graphql';

const WALLETS = [
  { value: 'KHALTI', mark: 'khalti', color: '#5c2d91', key: 'wallets.khalti' },
  { value: 'ESEWA', mark: 'eSewa', color: '#2f7a19', key: 'wallets.esewa' },
] as const satisfies readonly { value: PaymentMethod; mark: string; color: string; key: string }[];
const CASH = { value: 'CASH_ON_DELIVERY', mark: null, color: '#8a5a00', key: 'wallets.cash' } as const;

/** `cashOnDelivery` adds the third choice (checkout); the payment screen offers the wallets only. */
export function WalletChoice<Method extends PaymentMethod>({
  value,
  onChange,
  cashOnDelivery = false,
}: {
  value: Method;
  onChange: (v: Method) => void;
  cashOnDelivery?: boolean;
}) {
  const { t } = useTranslation('payment');
  const choices = cashOnDelivery ? [...WALLETS, CASH] : WALLETS;
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as Method)} label={t('wallets.label')}>
      <Stack gap="xs" mt="xs">
        {choices.map((w) => (
          <Radio.Card
            key={w.value}
            value={w.value}
            p="md"
            radius="md"
            style={{ borderColor: value === w.value ? w.color : undefined, borderWidth: value === w.value ? 2 : 1 }}
          >
            <Group wrap="nowrap" align="center">
              <Radio.Indicator color={w.color} />
              <div style={{ flex: 1 }}>
                <Text fw={600}>{t(`${w.key}.label`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`${w.key}.description`)}
                </Text>
              </div>
              {w.mark ? (
                <Text aria-hidden fw={800} fz="lg" c={w.color} style={{ letterSpacing: '-0.02em' }}>
                  {w.mark}
                </Text>
              ) : (
                <IconCash aria-hidden size={26} color={w.color} />
              )}
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
