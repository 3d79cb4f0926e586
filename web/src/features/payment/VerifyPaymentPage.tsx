/**
 * /payments/verify-khalti (SPEC §2): verifies the wallet's return query once on arrival, with a
 * retry on failure. Success shows 'Payment Successful!' and the way to the order history.
 */
import { useMutation } from '@apollo/client/react';
import { Button, Card, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';

const VerifyPayment = graphql(`
  mutation VerifyPayment($returnQuery: String!) {
    verifyPayment(provider: KHALTI, returnQuery: $returnQuery) {
      success
      status
      message
      order {
        id
        isCompleted
        status
      }
    }
  }
`);

export function VerifyPaymentPage() {
  const { search } = useLocation();
  const [verify, { data, loading, error, called }] = useMutation(VerifyPayment);
  const started = useRef(false);
  const run = () =>
    void verify({ variables: { returnQuery: search } })
      .then(({ data: d }) => d?.verifyPayment.success && toast.success('Payment verified successfully'))
      .catch(() => toast.error('Payment verification failed'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ok = data?.verifyPayment.success === true;
  return (
    <Container size="xs" py={{ base: 40, sm: 80 }}>
      <Card withBorder padding="xl" radius="lg">
        {loading || !called ? (
          <Stack align="center">
            <Loader />
            <Text>Verifying your payment...</Text>
          </Stack>
        ) : ok ? (
          <Stack align="center" ta="center">
            <ThemeIcon size={64} radius="xl" color="teal">
              <IconCheck size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              Payment Successful!
            </Title>
            <Text>Your order has been confirmed.</Text>
            <Button component={Link} to="/account/orders">
              View Order History
            </Button>
          </Stack>
        ) : (
          <Stack align="center" ta="center">
            <ThemeIcon size={64} radius="xl" color="red">
              <IconX size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              Payment Verification Failed
            </Title>
            <Text c="dimmed">{error ? 'Payment verification failed' : data?.verifyPayment.message}</Text>
            <Button onClick={run}>Retry Verification</Button>
          </Stack>
        )}
      </Card>
    </Container>
  );
}
