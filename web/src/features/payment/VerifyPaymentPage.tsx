/**
 * /payments/verify-khalti and /payments/verify-esewa (SPEC §2): the wallet is the path's last
 * word. Verifies the wallet's return query once on arrival, with a retry on failure. Success shows
 * 'Payment Successful!' with the order's number, lines and the amount paid, and the way to the order
 * history. Failure
 * (the member cancelled at the wallet, or the payment did not go through) also offers 'Pay again',
 * a fresh payment for the same order straight to the same wallet (the server answers the open payment
 * or starts a new one once the old one ended unpaid), and 'View order'.
 */
import { useMutation } from '@apollo/client/react';
import { Button, Card, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { PaymentProvider } from '../../gql/graphql';
import { useIdempotencyKey } from '../../lib/idempotency';
import { errorMessage, toast } from '../../lib/notify';
import { goToWallet } from './goToWallet';
import { OrderSummary } from './OrderSummary';
import { CreatePayment } from './PaymentPage';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const VerifyPayment = graphql(`
  mutation VerifyPayment($provider: PaymentProvider!, $returnQuery: String!) {
    verifyPayment(provider: $provider, returnQuery: $returnQuery) {
      success
      status
      message
      order {
        id
        isCompleted
        status
        ...OrderSummary_order
      }
    }
  }
`);

export function VerifyPaymentPage() {
  const { t } = useTranslation('payment');
  const { search, pathname } = useLocation();
  const provider: PaymentProvider = /verify-esewa\/?$/.test(pathname) ? 'ESEWA' : 'KHALTI';
  const [verify, { data, loading, error, called }] = useMutation(VerifyPayment);
  const [pay, paying] = useMutation(CreatePayment);
  const paymentKey = useIdempotencyKey();
  const started = useRef(false);
  const run = () =>
    void verify({ variables: { provider, returnQuery: search } })
      .then(({ data: d }) => d?.verifyPayment.success && toast.success(t('verify.verified')))
      .catch(() => toast.error(t('verify.failed')));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ok = data?.verifyPayment.success === true;
  // The order: as the server answered it, else as the wallet's return query names it.
  const order = data?.verifyPayment.order;
  const named = new URLSearchParams(search).get('purchase_order_id') ?? '';
  const orderId = order?.id ?? (ORDER_ID.test(named) ? named : null);
  const payable = orderId !== null && (!order || (order.status === 'PENDING' && !order.isCompleted));

  const payAgain = async () => {
    if (!orderId) return;
    try {
      const request = { orderId, provider };
      const { data: result } = await pay({ variables: { ...request, idempotencyKey: paymentKey.keyFor(request) } });
      if (!goToWallet(result?.createPayment)) return toast.error(t('problem.invalidUrl'));
      paymentKey.done();
    } catch (e) {
      toast.error(errorMessage(e, t('problem.failed')));
    }
  };

  return (
    <Container size="xs" py={{ base: 40, sm: 80 }}>
      <Card withBorder padding="xl" radius="lg">
        {loading || !called ? (
          <Stack align="center">
            <Loader />
            <Text>{t('verify.verifying')}</Text>
          </Stack>
        ) : ok ? (
          <Stack align="center" ta="center">
            <ThemeIcon size={64} radius="xl" color="teal">
              <IconCheck size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t('verify.success')}
            </Title>
            <Text>{t('verify.confirmed')}</Text>
            {order && <OrderSummary order={order} totalLabel={t('verify.amount')} />}
            <Button component={Link} to={paths.accountSection('orders')}>
              {t('verify.history')}
            </Button>
          </Stack>
        ) : (
          <Stack align="center" ta="center">
            <ThemeIcon size={64} radius="xl" color="red">
              <IconX size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t('verify.failedTitle')}
            </Title>
            <Text c="dimmed">{error ? t('verify.failed') : data?.verifyPayment.message}</Text>
            <Group justify="center" gap="sm">
              {payable && (
                <Button color="violet" onClick={() => void payAgain()} loading={paying.loading}>
                  {t('verify.payAgain')}
                </Button>
              )}
              {orderId && (
                <Button component={Link} to={paths.order(orderId)} variant="default">
                  {t('verify.viewOrder')}
                </Button>
              )}
              <Button variant="subtle" onClick={run}>
                {t('verify.retry')}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </Container>
  );
}
