/**
 * Payment selection /payment/:orderId (SPEC §2): the order, the recipient, the one wallet method,
 * and 'Proceed to Payment', which opens the wallet's payment page (the local Khalti sandbox by default).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Price } from '../../components/Price';
import { graphql } from '../../gql';
import { errorMessage, toast } from '../../lib/notify';

const PaymentPageQuery = graphql(`
  query PaymentPage($id: ID!) {
    order(id: $id) {
      id
      shortId
      totalAmount
      isCompleted
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
const CreatePayment = graphql(`
  mutation CreatePayment($orderId: ID!) {
    createPayment(orderId: $orderId) {
      paymentUrl
    }
  }
`);

export function PaymentPage() {
  const { orderId } = useParams();
  const { data, loading, error } = useQuery(PaymentPageQuery, { variables: { id: orderId ?? '' }, skip: !orderId });
  const [pay, paying] = useMutation(CreatePayment);
  const [method, setMethod] = useState('KHALTI');
  const [problem, setProblem] = useState<string | null>(null);
  if (!orderId) return <Navigate to="/cart" replace />;
  const order = data?.order;

  const proceed = async () => {
    setProblem(null);
    if (!method) return setProblem('Please choose a payment method');
    if (!order) return setProblem('Invalid order ID');
    try {
      const { data: result } = await pay({ variables: { orderId: order.id } });
      const url = result?.createPayment.paymentUrl;
      if (!url || !/^https?:\/\//.test(url)) return setProblem('Invalid payment URL');
      window.location.assign(url);
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
                <Badge color={order.isCompleted ? 'pine' : 'clay'}>{order.isCompleted ? 'Completed' : 'Pending'}</Badge>
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
          <Radio.Group value={method} onChange={setMethod} label="Payment method">
            <Card withBorder padding="md" mt="xs" style={{ borderColor: 'var(--mantine-color-violet-6)' }}>
              <Radio value="KHALTI" label="Khalti wallet" description="Pay from your Khalti account" color="violet" />
            </Card>
          </Radio.Group>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Button
            size="md"
            color="violet"
            onClick={() => void proceed()}
            loading={paying.loading}
            disabled={order.isCompleted}
          >
            Proceed to Payment
          </Button>
        </Stack>
      )}
    </Container>
  );
}
