/**
 * Billing /checkout (SPEC §2): a static placeholder as the specification describes it, with sample
 * items; reachable only with a non-empty cart. Orders are really placed from the cart screen.
 */
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Navigate } from 'react-router';
import { HeaderCartCount } from '../../lib/cartCount';
import { formatRs } from '../../lib/money';

/** SAMPLE content, fixed by SPEC §2: this screen shows static items, not the member's cart. */
const SAMPLE_ITEMS = [
  ['Sample book one', '500.00'],
  ['Sample book two', '750.00'],
] as const;
const PAYMENT_OPTIONS = ['Direct bank transfer', 'Check payments', 'Cash on delivery', 'PayPal'];

export function CheckoutPage() {
  const { data, loading } = useQuery(HeaderCartCount);
  if (loading && !data) return <Loader m="xl" />;
  if (!data || data.cart.count === 0) return <Navigate to="/cart" replace />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="xs">
        Billing details
      </Title>
      <Alert color="blue" mb="lg">
        This page is a preview. Place your order from the cart: choose the books and an address, then pay with Khalti.
      </Alert>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="First name" />
              <TextInput label="Last name" />
            </SimpleGrid>
            <TextInput label="Street address" />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="Country" defaultValue="Nepal" />
              <TextInput label="Province" />
              <TextInput label="Town / City" />
              <TextInput label="ZIP code" />
              <TextInput label="Phone" />
              <TextInput label="Email" type="email" />
            </SimpleGrid>
            <Textarea label="Order notes (optional)" autosize minRows={3} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Your order
              </Title>
              {SAMPLE_ITEMS.map(([title, price]) => (
                <Group key={title} justify="space-between">
                  <Text>{title}</Text>
                  <Text>{formatRs(price)}</Text>
                </Group>
              ))}
              <Divider />
              {[
                ['Subtotal', '1250.00'],
                ['Shipping', '100.00'],
                ['Coupon', '0.00'],
                ['Discount', '0.00'],
              ].map(([label, amount]) => (
                <Group key={label} justify="space-between">
                  <Text c="dimmed">{label}</Text>
                  <Text>{formatRs(amount!)}</Text>
                </Group>
              ))}
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={800}>{formatRs('1350.00')}</Text>
              </Group>
              <Radio.Group label="Payment" defaultValue={PAYMENT_OPTIONS[0]}>
                <Stack gap={6} mt={6}>
                  {PAYMENT_OPTIONS.map((o) => (
                    <Radio key={o} value={o} label={o} />
                  ))}
                </Stack>
              </Radio.Group>
              <Button disabled title="Orders are placed from the cart">
                Place Order
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
