/**
 * Order detail, at /orders/:id and /account/orders/:id (SPEC §2): the order's short id, its step,
 * 'Pay Now' while pending, date, total, payment, shipping, its progress with each step's date, and
 * items; 'Order not found' otherwise. Each step shows up live: the shell follows orderChanged
 * (components/layout/OrderNotices.tsx), whose event lands on this order in the cache. The member
 * may cancel it until it is packed; a cancelled order shows why, and each refund and where it is.
 * Each rented line says its fee, its deposit and what comes back on return (SPEC §9).
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BookCover } from '../../components/BookCover';
import { OrderStepBadge } from '../../components/OrderStepBadge';
import { Price } from '../../components/Price';
import { OrderPageQuery } from './OrderPage.data';
import { useFormat } from '../../i18n/format';
import { CANCELLABLE, CancelOrder } from './CancelOrder';
import { OrderRefunds } from './OrderRefunds';
import { OrderTimeline } from './OrderTimeline';
import { RentalDue } from './RentalDue';

const PERIOD_DAYS = { DAYS_15: 15, DAYS_30: 30, DAYS_45: 45 } as const;

export function OrderPage() {
  const { t } = useTranslation('orders');
  const { date, language, money } = useFormat();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(OrderPageQuery, { variables: { id } });
  const order = data?.order;
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
            <OrderStepBadge step={order.step} size="lg" />
            {order.status === 'PENDING' && (
              <Button component={Link} to={paths.payment(order.id)} size="xs" color="violet">
                {t('payNow')}
              </Button>
            )}
            {CANCELLABLE.has(order.step) && (
              <CancelOrder orderId={order.id} paid={order.isCompleted ? order.totalAmount : null} />
            )}
          </Group>
        </Group>
        {order.step === 'CANCELLED' && (
          <Alert color="gray" title={t('detail.cancelledTitle')}>
            {t('detail.cancelledText', {
              reason:
                order.cancelledBy === 'MEMBER'
                  ? t('detail.cancelledByYou')
                  : order.cancelledBy === 'STAFF'
                    ? t('detail.cancelledByStore', { reason: order.cancelReason ?? '' })
                    : (order.cancelReason ?? t('detail.notPaid')),
            })}
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
        <OrderRefunds order={order} />
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
              {t('detail.payment')}
            </Text>
            <Text fw={600}>{t(`detail.method.${order.paymentMethod ?? 'none'}`)}</Text>
            {order.transactionId && (
              <Text size="sm" ff="monospace">
                {t('detail.transaction', { id: order.transactionId })}
              </Text>
            )}
            {order.shippingAddress ? (
              <>
                <Text c="dimmed" size="sm" mt="sm">
                  {t('detail.shippingTo')}
                </Text>
                <Text fw={600}>{order.shippingAddress.fullName}</Text>
                <Text>{order.shippingAddress.addressLine1}</Text>
                <Text>
                  {order.shippingAddress.city} ({order.shippingAddress.addressName})
                </Text>
              </>
            ) : (
              <Text size="sm" mt="sm">
                {t('detail.toLibrary')}{' '}
                <Anchor component={Link} to={paths.accountSection('library')}>
                  {t('detail.openLibrary')}
                </Anchor>
              </Text>
            )}
            {order.notes && (
              <>
                <Text c="dimmed" size="sm" mt="sm">
                  {t('detail.notes')}
                </Text>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{order.notes}</Text>
              </>
            )}
          </Card>
        </SimpleGrid>
        <OrderTimeline order={order} />
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
                  {item.rentalMoney && (
                    <Text size="sm" c="dimmed">
                      {t('detail.rentalMoney', {
                        fee: money(item.rentalMoney.fee),
                        deposit: money(item.rentalMoney.deposit),
                        refund: money(item.rentalMoney.refund),
                      })}
                    </Text>
                  )}
                  {item.rental && <RentalDue rental={item.rental} />}
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
