/**
 * Billing /checkout (SPEC §2, issue 34 item 6): the step between the cart and payment. The cart's
 * chosen lines come in the URL (?items=12,13, so a reload keeps them); the member chooses one of
 * their saved addresses (the default first) or adds one, sees whether the store delivers there,
 * chooses Khalti, eSewa or cash on delivery, may write order notes, and sees the totals the lines
 * make (the store's shipping fee, SPEC §9's Rs 100, only when a printed book is in the order; with
 * rented books, the deposits they pay and what comes back on return).
 * An order of eBooks and audiobooks only asks for no address and no cash: its copies are in My
 * library once paid (the Terms say so), which the screen says in place of the address step.
 * Place Order creates the order once, whatever the number of presses: one idempotency key for the
 * screen's life, sent again on a retry. A wallet order goes on to its payment with that wallet chosen; a cash on
 * delivery order, Confirmed at once, to its page. A refusal shows the server's words and keeps
 * every choice. With an empty cart the screen sends the member to /cart (SPEC); with lines but
 * none of the chosen ones, it says so, with the way back to the cart.
 */
import '@mantine/core/styles/Divider.css';
// The address cards' border and mark (Mantine's Radio.css styles the plain radio only).
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { BookCover } from '../../components/BookCover';
import { Price } from '../../components/Price';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { PaymentMethod } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { HeaderCartCount } from '../../lib/headerCartCount';
import { useTranslation } from '../../i18n/react';
import { newIdempotencyKey } from '../../lib/idempotency';
import { DIGITAL_FORMATS, sumRs } from '../../lib/money';
import { rentalTotals } from '../../lib/rentals';
import { errorMessage } from '../../lib/notify';
import { AddressForm, useAddressMutations } from '../account';
import { WalletChoice } from '../payment';
import { CheckoutPageQuery } from './CheckoutPage.data';

/** As REST allows (rest/src/orders/orders.ts ORDER_NOTES_MAX). */
const NOTES_MAX = 500;

const PlaceOrder = graphql(`
  mutation PlaceOrder(
    $itemIds: [ID!]!
    $shippingAddressId: ID
    $paymentMethod: PaymentMethod
    $notes: String
    $idempotencyKey: String
  ) {
    createOrder(
      itemIds: $itemIds
      shippingAddressId: $shippingAddressId
      paymentMethod: $paymentMethod
      notes: $notes
      idempotencyKey: $idempotencyKey
    ) {
      id
      status
    }
  }
`);

/** The cart lines the URL names (?items=12,13), in the order given, without repeats. */
const chosenIds = (params: URLSearchParams) => [
  ...new Set(
    (params.get('items') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { money, number, language, digits } = useFormat();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(CheckoutPageQuery);
  const [createOrder] = useMutation(PlaceOrder);
  const addressActions = useAddressMutations();
  // One key for this checkout: every press and retry sends it, so the server makes one order.
  const [orderKey] = useState(newIdempotencyKey);
  const placing = useRef(false);
  const [busy, setBusy] = useState(false);
  const [pickedAddressId, setAddressId] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('KHALTI');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const addresses = data?.shippingAddresses;
  // The address the member picked (one just added included), else the default, chosen from the first draw.
  const address =
    addresses?.find((a) => a.id === pickedAddressId) ?? addresses?.find((a) => a.isDefault) ?? addresses?.[0];
  const addressId = address?.id ?? null;

  if (error && !data)
    return (
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Alert color="red" title={t('loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      </Container>
    );
  if (loading || !data)
    return (
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Skeleton h={36} w={240} mb="lg" />
        <Skeleton h={420} />
      </Container>
    );
  if (data.cart.items.length === 0 && !busy) return <Navigate to={paths.cart} replace />;

  const wanted = chosenIds(params);
  const lines = data.cart.items.filter((l) => wanted.includes(l.id));
  const back = (
    <Anchor component={Link} to={paths.cart} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {t('backToCart')}
      </Group>
    </Anchor>
  );

  if (lines.length === 0 && !busy)
    return (
      <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {back}
          <Title order={1}>{t('empty.title')}</Title>
          <Text>{t('empty.text')}</Text>
          <Button component={Link} to={paths.cart} w="fit-content">
            {t('backToCart')}
          </Button>
        </Stack>
      </Container>
    );

  const subtotal = sumRs(lines.map((l) => l.lineTotal));
  const shipped = lines.some((l) => !l.book.format || !DIGITAL_FORMATS.includes(l.book.format));
  // The store's own fee (its settings, as REST charges it), once for an order with a printed book.
  const shipping = shipped ? data.store.shippingFee : '0.00';
  const total = sumRs([subtotal, shipping]);
  // Rented books are paid in full now, as deposits, and come back less their fees (SPEC §9).
  const rentals = rentalTotals(lines.map((l) => (l.purchaseType === 'RENT' ? l.rental : null)));
  // A download is never paid in cash (REST refuses it): a digital-only order keeps a wallet.
  const wallet: PaymentMethod = method === 'CASH_ON_DELIVERY' ? 'KHALTI' : method;
  const outside =
    shipped && address && !address.deliverable
      ? address.district
        ? t('address.notDelivered', {
            // In Nepali, the district's Nepali name (the address keeps the English one).
            district:
              (language === 'ne' && data.districts.find((d) => d.name === address.district)?.nepaliName) ||
              address.district,
          })
        : t('address.incomplete')
      : null;

  /**
   * The ordered lines leave the cached cart, as they left REST's (the live cartChanged event may
   * have taken them out already: filtering again changes nothing), and the header asks REST for
   * the count rather than counting down here, which the event would make count twice.
   */
  const forgetOrdered = (ids: string[]) => {
    client.cache.modify<{ items: Reference[] }>({
      id: client.cache.identify({ __typename: 'Cart' }),
      fields: {
        items: (items, { readField }) => items.filter((item) => !ids.includes(String(readField('id', item)))),
      },
    });
    for (const id of ids) client.cache.evict({ id: client.cache.identify({ __typename: 'CartItem', id }) });
    client.cache.gc();
    client.query({ query: HeaderCartCount, fetchPolicy: 'network-only' }).catch(() => undefined);
  };

  const placeOrder = async () => {
    if (placing.current) return;
    setProblem(null);
    if (shipped && !addressId) return setProblem(t('problem.noAddress'));
    placing.current = true;
    setBusy(true);
    const itemIds = lines.map((l) => l.id);
    try {
      const { data: result } = await createOrder({
        variables: {
          itemIds,
          // eBooks and audiobooks only: no address (they go to My library), and never cash.
          shippingAddressId: shipped ? addressId : null,
          paymentMethod: shipped ? method : wallet,
          notes: notes.trim() || null,
          idempotencyKey: orderKey,
        },
      });
      const orderId = result?.createOrder.id;
      if (!orderId) throw new Error(t('problem.noOrderId'));
      const paidWith = shipped ? method : wallet;
      await navigate(paidWith === 'CASH_ON_DELIVERY' ? paths.order(orderId) : paths.paymentWith(orderId, paidWith));
      forgetOrdered(itemIds);
    } catch (e) {
      setProblem(
        e instanceof Error && e.message === t('problem.noOrderId') ? e.message : errorMessage(e, t('problem.failed')),
      );
      placing.current = false;
      setBusy(false);
    }
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        {back}
        <Title order={1}>{t('title')}</Title>
      </Stack>
      {lines.length < wanted.length && (
        <Alert color="yellow" mb="lg">
          {t('partial')}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            {!shipped ? (
              <Alert color="pine" variant="light" title={t('digital.title')}>
                {t('digital.text')}
              </Alert>
            ) : (
              <Stack gap="xs">
                {addresses && addresses.length > 0 ? (
                  <Radio.Group value={addressId} onChange={setAddressId} label={t('address.title')}>
                    <Stack gap="xs" mt="xs">
                      {addresses.map((a) => (
                        <Radio.Card
                          key={a.id}
                          value={a.id}
                          p="md"
                          radius="md"
                          style={{
                            borderColor: a.id === addressId ? 'var(--mantine-color-pine-6)' : undefined,
                            borderWidth: a.id === addressId ? 2 : 1,
                          }}
                        >
                          <Group wrap="nowrap" align="flex-start">
                            <Radio.Indicator mt={2} />
                            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                              <Group gap="xs">
                                <Text fw={600}>{a.addressName}</Text>
                                {a.isDefault && (
                                  <Badge size="sm" variant="light" color="pine">
                                    {t('address.default')}
                                  </Badge>
                                )}
                              </Group>
                              <Text size="sm">{a.fullName}</Text>
                              <Text size="sm" c="dimmed">
                                {[a.addressLine1, a.city, a.district].filter(Boolean).join(', ')}
                              </Text>
                              {a.phone && (
                                <Text size="sm" c="dimmed">
                                  {digits(a.phone)}
                                </Text>
                              )}
                            </Stack>
                          </Group>
                        </Radio.Card>
                      ))}
                    </Stack>
                  </Radio.Group>
                ) : (
                  <>
                    <Text fw={500} size="sm">
                      {t('address.title')}
                    </Text>
                    <Text c="dimmed">{t('address.none')}</Text>
                  </>
                )}
                {outside && (
                  <Alert color="yellow" variant="light">
                    {outside}
                  </Alert>
                )}
                <Button
                  variant="subtle"
                  leftSection={<IconPlus size={16} />}
                  w="fit-content"
                  px={0}
                  onClick={() => setAdding(true)}
                >
                  {t('address.new')}
                </Button>
              </Stack>
            )}
            <WalletChoice
              value={shipped ? method : wallet}
              onChange={setMethod}
              cashOnDelivery={shipped && data.store.paymentMethods.includes('CASH_ON_DELIVERY')}
            />
            <Textarea
              label={t('form.notes')}
              placeholder={t('form.notesPlaceholder')}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={NOTES_MAX}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              description={t('form.notesCount', { written: number(notes.length), limit: number(NOTES_MAX) })}
              inputWrapperOrder={['label', 'input', 'description']}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" style={{ position: 'sticky', top: 80 }}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('summary.title')}
              </Title>
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {lines.map((l) => (
                  <Group key={l.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
                    <div style={{ width: 40, flex: 'none' }}>
                      <BookCover src={l.book.coverImage} title={l.book.title} height={56} />
                    </div>
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={500} lineClamp={2}>
                        {l.book.title}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {l.purchaseType === 'RENT'
                          ? t('summary.rent', { count: l.rentalDays ?? 15 })
                          : t('summary.quantity', { count: l.quantity })}
                        {l.book.format && DIGITAL_FORMATS.includes(l.book.format) ? ` · ${t('summary.download')}` : ''}
                      </Text>
                    </Stack>
                    <Price amount={l.lineTotal} style={{ whiteSpace: 'nowrap' }} />
                  </Group>
                ))}
              </Stack>
              <Divider />
              <Group justify="space-between">
                <Text>{t('summary.subtotal')}</Text>
                <Price amount={subtotal} />
              </Group>
              <Group justify="space-between">
                <Text>{t('summary.shipping')}</Text>
                <Price amount={shipping} />
              </Group>
              <Divider />
              <Group justify="space-between">
                <Text fw={700}>{t('summary.total')}</Text>
                <Price amount={total} fw={800} fz="lg" />
              </Group>
              {rentals && (
                <>
                  <Group justify="space-between">
                    <Text size="sm">{t('summary.deposits')}</Text>
                    <Price amount={rentals.deposits} size="sm" />
                  </Group>
                  <Group justify="space-between">
                    <Text size="sm">{t('summary.fees')}</Text>
                    <Price amount={rentals.fees} size="sm" />
                  </Group>
                  <Group justify="space-between">
                    <Text size="sm">{t('summary.refunds')}</Text>
                    <Price amount={rentals.refunds} size="sm" c="pine.8" />
                  </Group>
                </>
              )}
              {shipped && method === 'CASH_ON_DELIVERY' && (
                <Text size="sm" c="dimmed">
                  {t('summary.cash', { total: money(total) })}
                </Text>
              )}
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Button size="md" onClick={() => void placeOrder()} disabled={busy}>
                {busy ? t('placing') : t('placeOrder')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {adding && (
        <AddressForm
          opened
          address={null}
          firstAddress={!addresses?.length}
          districts={data.districts}
          onClose={() => setAdding(false)}
          onSubmit={(values) => addressActions.add(values, (id) => setAddressId(id))}
        />
      )}
    </Container>
  );
}
