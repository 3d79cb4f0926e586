/**
 * Order detail, at /orders/:id and /account/orders/:id (SPEC §2): the order's short id, status,
 * 'Pay Now' while pending, date, total, shipping and items; 'Order not found' otherwise. A pending
 * order follows orderUpdated, so it turns Completed as soon as its payment is verified anywhere.
 * A cancelled order (not paid in time) shows why, and any payment owed back.
 */
import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { BookCover } from '../../components/BookCover';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { Price } from '../../components/Price';
import { OrderPageQuery } from './OrderPage.data';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';

// The Order is normalized by id: the event's fields update the page's own query in the cache.
const OrderPageUpdated = graphql(`
  subscription OrderPageUpdated($id: ID!) {
    orderUpdated(id: $id) {
      id
      isCompleted
      status
    }
  }
`);

const PERIOD_DAYS = { DAYS_15: 15, DAYS_30: 30, DAYS_45: 45 } as const;

export function OrderPage() {
  const { t } = useTranslation('orders');
  const { date, language } = useFormat();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(OrderPageQuery, { variables: { id } });
  const order = data?.order;
  useSubscription(OrderPageUpdated, { variables: { id }, skip: order?.status !== 'PENDING' });
  const back = (
    <Anchor component={Link} to={paths.accountSection('orders')} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (loading) return <Skeleton h={400} m="xl" />;
  if (error || !order) {
    return (
      <Container size="sm" py={60}>
        <Stack>
          {back}
          <Alert color={error ? 'red' : 'gray'} title={error ? t('detail.failed') : t('detail.notFound')} />
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('order', { id: order.shortId })}
          </Title>
          <Group gap="sm">
            <OrderStatusBadge status={order.status} size="lg" />
            {order.status === 'PENDING' && (
              <Button component={Link} to={paths.payment(order.id)} size="xs" color="violet">
                {t('payNow')}
              </Button>
            )}
          </Group>
        </Group>
        {order.status === 'CANCELLED' && (
          <Alert color="gray" title={t('detail.cancelledTitle')}>
            {t('detail.cancelledText', { reason: order.cancelReason ?? t('detail.notPaid') })}
          </Alert>
        )}
        {order.refundDue && (
          <Alert color="yellow" title={t('detail.refundTitle')}>
            <Trans
              t={t}
              i18nKey="detail.refundText"
              components={{ amount: <Price amount={order.refundDue} fw={700} /> }}
            />
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder padding="md">
            <Text c="dimmed" size="sm">
              {t('detail.orderedOn')}
            </Text>
            <Text fw={600}>
              {/* The month in full: 'long' with the time (Nepali's 'dateTime' already names the month in full). */}
              {language === 'en'
                ? dayjs(order.createdAt).format('D MMMM YYYY, h:mm A')
                : date(order.createdAt, 'dateTime')}
            </Text>
            <Text c="dimmed" size="sm" mt="sm">
              {t('detail.total')}
            </Text>
            <Price amount={order.totalAmount} fw={800} fz="lg" />
            <Text size="xs" c="dimmed">
              <Trans
                t={t}
                i18nKey="detail.breakdown"
                components={{
                  books: <Price amount={order.subtotal} size="xs" />,
                  shipping: <Price amount={order.shippingFee} size="xs" />,
                }}
              />
            </Text>
          </Card>
          <Card withBorder padding="md">
            <Text c="dimmed" size="sm">
              {t('detail.shippingTo')}
            </Text>
            <Text fw={600}>{order.shippingAddress.fullName}</Text>
            <Text>{order.shippingAddress.addressLine1}</Text>
            <Text>
              {order.shippingAddress.city} ({order.shippingAddress.addressName})
            </Text>
          </Card>
        </SimpleGrid>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('detail.items')}
          </Title>
          {order.items.map((item) => (
            <Card key={item.id} withBorder padding="sm">
              <Group wrap="nowrap" align="flex-start">
                <div style={{ width: 56, flex: '0 0 56px' }}>
                  <BookCover src={item.book.coverImage} title={item.book.title} height={80} />
                </div>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor component={Link} to={paths.book(item.book.id)} fw={700} lineClamp={1}>
                    {item.book.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('detail.by', { name: item.book.author.name })}
                  </Text>
                  <Text size="sm">
                    {t('detail.quantity', { quantity: item.quantity })} ·{' '}
                    {item.purchaseType === 'RENT'
                      ? t('detail.rent', { count: item.rentalPeriod ? PERIOD_DAYS[item.rentalPeriod] : 15 })
                      : t('detail.buy')}
                  </Text>
                </Stack>
                <Price amount={item.price} fw={700} />
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
