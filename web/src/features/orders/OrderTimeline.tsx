/**
 * An order's progress (issue 34): the steps it has taken, each with its date (Bikram Sambat in
 * Nepali), then the steps still to come, greyed. A cash-on-delivery order starts Confirmed and is
 * paid at the door; a wallet order starts awaiting payment. A cancelled order ends at Cancelled.
 */
import '@mantine/core/styles/Timeline.css';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Price } from '../../components/Price';
import { graphql } from '../../gql';
import type { OrderStep, OrderTimeline_OrderFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { Trans, useTranslation } from '../../i18n/react';

export const OrderTimeline_order = graphql(`
  fragment OrderTimeline_order on Order {
    id
    paymentMethod
    step
    courier
    trackingNumber
    cashReceived
    timeline {
      step
      at
    }
  }
`);

const AFTER_PAYMENT: OrderStep[] = ['PACKED', 'SHIPPED', 'DELIVERED'];

/** Every step this order goes through, in order, had it gone all the way. */
function pathOf(order: OrderTimeline_OrderFragment): OrderStep[] {
  const first: OrderStep[] = order.paymentMethod === 'CASH_ON_DELIVERY' ? ['CONFIRMED'] : ['AWAITING_PAYMENT', 'PAID'];
  return [...first, ...AFTER_PAYMENT];
}

export function OrderTimeline(props: { order: FragmentType<OrderTimeline_OrderFragment> }) {
  const { t } = useTranslation('orders');
  const { date } = useFormat();
  const { data: order, complete } = useFragment({ fragment: OrderTimeline_order, from: props.order });
  if (!complete) return null;
  const taken = order.timeline;
  const upcoming = order.step === 'CANCELLED' ? [] : pathOf(order).filter((s) => !taken.some((e) => e.step === s));
  return (
    <section aria-labelledby="order-progress">
      <Title order={2} fz="lg" mb="sm" id="order-progress">
        {t('timeline.title')}
      </Title>
      <Timeline active={taken.length - 1} bulletSize={24} lineWidth={2} color="pine">
        {taken.map((entry) => (
          <Timeline.Item
            key={entry.step}
            title={t(`timeline.${entry.step}`)}
            color={entry.step === 'CANCELLED' ? 'gray' : 'pine'}
            bullet={entry.step === 'CANCELLED' ? <IconX size={14} /> : <IconCheck size={14} />}
          >
            <Text size="sm" c="dimmed">
              <time dateTime={entry.at}>{date(entry.at, 'dateTime')}</time>
            </Text>
            {entry.step === 'SHIPPED' && order.courier && (
              <Text size="sm">
                {t('timeline.shippedWith', { courier: order.courier, tracking: order.trackingNumber ?? '' })}
              </Text>
            )}
            {entry.step === 'DELIVERED' && order.cashReceived && (
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="timeline.cashReceived"
                  components={{ amount: <Price amount={order.cashReceived} size="sm" /> }}
                />
              </Text>
            )}
          </Timeline.Item>
        ))}
        {upcoming.map((step) => (
          <Timeline.Item key={step} title={t(`timeline.${step}`)} c="dimmed">
            <Text size="sm" c="dimmed">
              {t('timeline.next')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
