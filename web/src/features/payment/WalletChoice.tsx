/**
 * The wallet choice of the payment screen: Khalti or eSewa, as one radio group (arrow keys move
 * between them, each card is its radio's label). The wordmarks are text in each wallet's colour,
 * so nothing is fetched from another site.
 */
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PaymentProvider } from '../../gql/graphql';

const WALLETS = [
  { value: 'KHALTI', mark: 'khalti', color: '#5c2d91', key: 'wallets.khalti' },
  { value: 'ESEWA', mark: 'eSewa', color: '#2f7a19', key: 'wallets.esewa' },
] as const satisfies readonly { value: PaymentProvider; mark: string; color: string; key: string }[];

export function WalletChoice({ value, onChange }: { value: PaymentProvider; onChange: (v: PaymentProvider) => void }) {
  const { t } = useTranslation('payment');
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as PaymentProvider)} label={t('wallets.label')}>
      <Stack gap="xs" mt="xs">
        {WALLETS.map((w) => (
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
              <Text aria-hidden fw={800} fz="lg" c={w.color} style={{ letterSpacing: '-0.02em' }}>
                {w.mark}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
