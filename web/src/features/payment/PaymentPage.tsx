/**
 * Payment selection /payment/:orderId (SPEC §2): the order, the recipient, the wallet (Khalti or
 * eSewa), and 'Proceed to Payment', which takes the payer to the wallet (the local sandboxes by
 * default): Khalti's page is opened, eSewa's signed form is posted. The server answers an order's open payment again rather than starting a second one;
 * the idempotency key makes a retried press answer the first one too. A cancelled order (not paid
 * in time) says why and cannot be paid.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { Price } from '../../components/Price';
import { graphql } from '../../gql';
import type { PaymentProvider } from '../../gql/graphql';
import { useIdempotencyKey } from '../../lib/idempotency';
import { errorMessage, toast } from '../../lib/notify';
import { goToWallet } from './goToWallet';
import { WalletChoice } from './WalletChoice';

const PaymentPageQuery = graphql(`
  query PaymentPage($id: ID!) {
    order(id: $id) {
      id
      shortId
      totalAmount
      isCompleted
      status
      cancelReason
      shippingAddress {
        fullName
        addressName
      }
      items {
        id
        quantity
        price
        book {
          id
          title
        }
      }
    }
  }
`);
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
  const { orderId } = useParams();
  const { data, loading, error } = useQuery(PaymentPageQuery, { variables: { id: orderId ?? '' }, skip: !orderId });
  const [pay, paying] = useMutation(CreatePayment);
  const paymentKey = useIdempotencyKey();
  const [method, setMethod] = useState<PaymentProvider>('KHALTI');
  const [problem, setProblem] = useState<string | null>(null);
  if (!orderId) return <Navigate to="/cart" replace />;
  const order = data?.order;

  const proceed = async () => {
    setProblem(null);
    if (!method) return setProblem('Please choose a payment method');
    if (!order) return setProblem('Invalid order ID');
    try {
      const request = { orderId: order.id, provider: method };
      const { data: result } = await pay({ variables: { ...request, idempotencyKey: paymentKey.keyFor(request) } });
      const unusable = goToWallet(result?.createPayment);
      if (unusable) return setProblem(unusable);
      paymentKey.done();
    } catch (e) {
      const message = errorMessage(e, 'Failed to initiate payment');
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="lg">
        Payment
      </Title>
      {loading ? (
        <Skeleton h={320} />
      ) : error || !order ? (
        <Alert color="red" title={error ? 'Failed to load order details' : 'Invalid order ID'}>
          <Anchor component={Link} to="/cart">
            Back to cart
          </Anchor>
        </Alert>
      ) : (
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>Order #{order.shortId}</Text>
                <OrderStatusBadge status={order.status} />
              </Group>
              <Text size="sm" c="dimmed">
                Order ID: {order.id}
              </Text>
              {order.items.map((i) => (
                <Group key={i.id} justify="space-between" wrap="nowrap">
                  <Text lineClamp={1}>{i.book.title}</Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    <Price amount={i.price} /> x {i.quantity}
                  </Text>
                </Group>
              ))}
              <Group justify="space-between" mt="xs">
                <Text fw={700}>Total amount</Text>
                <Price amount={order.totalAmount} fw={800} fz="lg" />
              </Group>
              <Text size="sm">
                Ship to {order.shippingAddress.fullName} ({order.shippingAddress.addressName})
              </Text>
            </Stack>
          </Card>
          <WalletChoice value={method} onChange={setMethod} />
          {order.status === 'CANCELLED' && (
            <Alert color="gray" title="This order was cancelled">
              {order.cancelReason ?? 'It was not paid in time.'}. Its books went back to stock.
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Button
            size="md"
            color={method === 'ESEWA' ? '#2f7a19' : 'violet'}
            onClick={() => void proceed()}
            loading={paying.loading}
            disabled={order.status !== 'PENDING'}
          >
            Proceed to Payment
          </Button>
        </Stack>
      )}
    </Container>
  );
}
