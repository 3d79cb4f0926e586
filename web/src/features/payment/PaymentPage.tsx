/**
 * Payment selection /payment/:orderId (SPEC §2): the order, the recipient, the wallet (Khalti or
 * eSewa), and 'Proceed to Payment', which takes the payer to the wallet (the local sandboxes by
 * default): Khalti's page is opened, eSewa's signed form is posted. The wallet chosen at checkout
 * (?provider=) comes preselected. The server answers an order's open payment again rather than starting a second one;
 * the idempotency key makes a retried press answer the first one too. A cancelled order (not paid
 * in time) says why and cannot be paid.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { OrderStepBadge } from '../../components/OrderStepBadge';
import { PaymentPageQuery } from './PaymentPage.data';
import { graphql } from '../../gql';
import type { PaymentProvider } from '../../gql/graphql';
import { useIdempotencyKey } from '../../lib/idempotency';
import { errorMessage, toast } from '../../lib/notify';
import { goToWallet } from './goToWallet';
import { OrderSummary } from './OrderSummary';
import { WalletChoice } from './WalletChoice';

/** Also used by the verification failure screen's 'Pay again'. */
export const CreatePayment = graphql(`
  mutation CreatePayment($orderId: ID!, $provider: PaymentProvider!, $idempotencyKey: String) {
    createPayment(orderId: $orderId, provider: $provider, idempotencyKey: $idempotencyKey) {
      paymentUrl
      form {
        action
        method
        fields {
          name
          value
        }
      }
    }
  }
`);

export function PaymentPage() {
  const { t } = useTranslation('payment');
  const { orderId } = useParams();
  const { data, loading, error } = useQuery(PaymentPageQuery, { variables: { id: orderId ?? '' }, skip: !orderId });
  const [pay, paying] = useMutation(CreatePayment);
  const paymentKey = useIdempotencyKey();
  // The wallet chosen at checkout (?provider=ESEWA) comes preselected; Khalti otherwise.
  const chosen = useSearchParams()[0].get('provider');
  const [method, setMethod] = useState<PaymentProvider>(chosen === 'ESEWA' ? 'ESEWA' : 'KHALTI');
  const [problem, setProblem] = useState<string | null>(null);
  if (!orderId) return <Navigate to={paths.cart} replace />;
  const order = data?.order;

  const proceed = async () => {
    setProblem(null);
    if (!method) return setProblem(t('problem.noMethod'));
    if (!order) return setProblem(t('problem.invalidOrder'));
    try {
      const request = { orderId: order.id, provider: method };
      const { data: result } = await pay({ variables: { ...request, idempotencyKey: paymentKey.keyFor(request) } });
      if (!goToWallet(result?.createPayment)) return setProblem(t('problem.invalidUrl'));
      paymentKey.done();
    } catch (e) {
      const message = errorMessage(e, t('problem.failed'));
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="lg">
        {t('page.title')}
      </Title>
      {loading ? (
        <Skeleton h={320} />
      ) : error || !order ? (
        <Alert color="red" title={error ? t('page.loadFailed') : t('problem.invalidOrder')}>
          <Anchor component={Link} to={paths.cart}>
            {t('page.backToCart')}
          </Anchor>
        </Alert>
      ) : (
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <OrderSummary order={order} totalLabel={t('order.total')} badge={<OrderStepBadge step={order.step} />} />
              <Text size="sm">
                {order.shippingAddress
                  ? t('order.shipTo', {
                      name: order.shippingAddress.fullName,
                      place: order.shippingAddress.addressName,
                    })
                  : t('order.toLibrary')}
              </Text>
            </Stack>
          </Card>
          {order.isCompleted ? (
            // Paid already (in another tab, or before): nothing to choose, the way to the order instead.
            <Alert color="teal" title={t('paid.title')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('paid.text')}</Text>
                <Anchor component={Link} to={paths.order(order.id)}>
                  {t('verify.viewOrder')}
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <WalletChoice value={method} onChange={setMethod} />
          )}
          {order.status === 'CANCELLED' && (
            <Alert color="gray" title={t('cancelled.title')}>
              {t('cancelled.text', { reason: order.cancelReason ?? t('cancelled.notPaid') })}
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {!order.isCompleted && (
            <Button
              size="md"
              color={method === 'ESEWA' ? '#2f7a19' : 'violet'}
              onClick={() => void proceed()}
              loading={paying.loading}
              disabled={order.status !== 'PENDING'}
            >
              {t('page.proceed')}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
