/**
 * The cart (SPEC §2, §4, §5, §8): lines start selected (issue 16: a cart that opens at Rs 0.00
 * reads as empty), with a select-all; quantity, type and period changes are
 * optimistic and roll back with SPEC's messages; 'Proceed to Checkout' takes the selected lines to
 * /checkout (in its URL), where the address, the payment method and the notes are chosen and the
 * order is placed.
 */
import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CartPageQuery } from './CartPage.data';
import { graphql } from '../../gql';
import type { PurchaseType, RentalPeriod } from '../../gql/graphql';
import { cartCountAfter } from '../../lib/headerCartCount';
import { useScreenQuery } from '../../lib/media';
import { DIGITAL_FORMATS, timesRs } from '../../lib/money';
import { toast } from '../../lib/notify';
import { rentalFor } from '../../lib/rentals';
import { CartCard, CartRow } from './CartLine';
import { CartSummary } from './CartSummary';

/**
 * SPEC's cards replace the table on mobile; the table's ten columns need about 1,100 px, so below
 * Mantine's lg (1200 px) the cards stay, rather than a table whose quantity, total and remove
 * columns are cut off or hidden under the summary.
 */
const CARDS_QUERY = '(max-width: 74.99em)';

const UpdateCartItem = graphql(`
  mutation UpdateCartItem($id: ID!, $quantity: Int, $purchaseType: PurchaseType, $rentalPeriod: RentalPeriod) {
    updateCartItem(id: $id, quantity: $quantity, purchaseType: $purchaseType, rentalPeriod: $rentalPeriod) {
      id
      quantity
      purchaseType
      rentalPeriod
      unitPrice
      lineTotal
      rebuyDiscount {
        percent
        until
      }
      rental {
        days
        fee
        deposit
        refund
      }
    }
  }
`);
const RemoveCartLine = graphql(`
  mutation RemoveCartLine($id: ID!) {
    removeFromCart(id: $id) {
      count
    }
  }
`);

const rentalMoneyOf = (...args: Parameters<typeof rentalFor>) => {
  const figures = rentalFor(...args);
  return figures && { __typename: 'RentalMoney' as const, ...figures };
};

export function CartPage() {
  const { t } = useTranslation('cart');
  const mobile = useScreenQuery(CARDS_QUERY);
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(CartPageQuery);
  const [update] = useMutation(UpdateCartItem);
  const [remove] = useMutation(RemoveCartLine);
  // Lines the member unticked: every other line, including one added later, counts as selected.
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const lines = data?.cart.items ?? [];
  const selected = new Set(lines.filter((l) => !unselected.has(l.id)).map((l) => l.id));
  const allSelected = lines.length > 0 && selected.size === lines.length;
  const someSelected = selected.size > 0 && !allSelected;
  const selectAll = (on: boolean) => setUnselected(on ? new Set() : new Set(lines.map((l) => l.id)));
  const change = async (
    id: string,
    vars: { quantity?: number; purchaseType?: PurchaseType; rentalPeriod?: RentalPeriod },
    failure: string,
  ) => {
    const line = lines.find((l) => l.id === id);
    if (!line) return;
    const purchaseType = vars.purchaseType ?? (line.purchaseType as PurchaseType);
    const quantity = purchaseType === 'RENT' ? 1 : (vars.quantity ?? line.quantity);
    const rentalPeriod = purchaseType === 'RENT' ? (vars.rentalPeriod ?? 'DAYS_15') : null;
    try {
      await update({
        variables: {
          id,
          ...vars,
          ...(purchaseType === 'RENT' && !vars.rentalPeriod && { rentalPeriod: 'DAYS_15' as RentalPeriod }),
        },
        optimisticResponse: {
          updateCartItem: {
            __typename: 'CartItem',
            id,
            quantity,
            purchaseType,
            rentalPeriod,
            // The price stays as it was until REST answers (a rebuy discount is REST's to give or take).
            unitPrice: line.unitPrice,
            lineTotal: timesRs(line.unitPrice, quantity),
            rebuyDiscount: line.rebuyDiscount ?? null,
            // The book's own figures for the new period (the API's: the web computes no fee).
            rental: rentalPeriod ? rentalMoneyOf(line.book.rentalOptions, rentalPeriod) : null,
          },
        },
      });
    } catch {
      toast.cart(failure, 'error');
      if (vars.quantity !== undefined) void refetch();
    }
  };

  const removeLine = async (id: string) => {
    try {
      await remove({
        variables: { id },
        // The count the header shows until REST's own answer replaces it.
        optimisticResponse: { removeFromCart: { __typename: 'Cart', count: cartCountAfter(client.cache, -1) } },
        update: (cache) => {
          // The line leaves the cart's list at once. An eviction alone would not do: Apollo ignores
          // one made in the optimistic layer for an object of the base cache (apollo-client #10289).
          cache.modify<{ items: Reference[] }>({
            id: cache.identify({ __typename: 'Cart' }),
            fields: { items: (items, { readField }) => items.filter((item) => readField('id', item) !== id) },
          });
        },
      });
      client.cache.evict({ id: client.cache.identify({ __typename: 'CartItem', id }) });
      client.cache.gc();
      setUnselected((s) => new Set([...s].filter((x) => x !== id)));
      toast.cart(t('toast.removed'));
    } catch {
      toast.cart(t('toast.removeFailed'), 'error');
    }
  };

  const checkout = () => {
    setProblem(null);
    if (selected.size === 0) return setProblem(t('problem.noItems'));
    void navigate(paths.checkoutOf(lines.filter((l) => selected.has(l.id)).map((l) => l.id)));
  };

  const handlers = (id: string) => ({
    selected: selected.has(id),
    onSelect: (on: boolean) =>
      setUnselected((s) => (on ? new Set([...s].filter((x) => x !== id)) : new Set(s).add(id))),
    onQuantity: (quantity: number) => void change(id, { quantity }, t('toast.quantityFailed')),
    onType: (purchaseType: PurchaseType) => void change(id, { purchaseType }, t('toast.typeFailed')),
    onPeriod: (rentalPeriod: RentalPeriod) => void change(id, { rentalPeriod }, t('toast.periodFailed')),
    onRemove: () => void removeLine(id),
  });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t('page.title')}</Title>
      {/* Where the member is: the cart (SPEC's 'Home / Checkout' read as a breadcrumb named a page
          they are not on yet; 'Proceed to Checkout' goes on to /checkout with the chosen lines). */}
      <Breadcrumbs mt={4} mb="lg">
        <Anchor component={Link} to={paths.home}>
          {t('page.home')}
        </Anchor>
        <Text aria-current="page" c="dimmed">
          {t('page.cart')}
        </Text>
      </Breadcrumbs>
      {error ? (
        <Alert color="red" title={t('page.failed')}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('page.tryAgain')}
          </Button>
        </Alert>
      ) : loading && !data ? (
        <Skeleton h={300} />
      ) : lines.length === 0 ? (
        <Stack align="center" py={60} gap="md">
          <Text fz="xl" fw={700}>
            {t('page.empty')}
          </Text>
          <Button component={Link} to={paths.books}>
            {t('page.continue')}
          </Button>
        </Stack>
      ) : (
        <Grid gap="xl">
          {/* The table takes the full width at every size: beside the summary (8 of 12 columns) its
              960 px minimum did not fit, and quantity, total and remove slid under the summary. */}
          <Grid.Col span={12}>
            {mobile ? (
              <Stack gap="sm">
                <Checkbox
                  label={t('table.selectAll')}
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={(e) => selectAll(e.currentTarget.checked)}
                />
                {lines.map((l) => (
                  <CartCard key={l.id} item={l} {...handlers(l.id)} />
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={960}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Checkbox
                          aria-label={t('table.selectAll')}
                          checked={allSelected}
                          indeterminate={someSelected}
                          onChange={(e) => selectAll(e.currentTarget.checked)}
                        />
                      </Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('table.cover')}</VisuallyHidden>
                      </Table.Th>
                      <Table.Th>{t('table.book')}</Table.Th>
                      <Table.Th>{t('table.language')}</Table.Th>
                      <Table.Th>{t('table.type')}</Table.Th>
                      <Table.Th>{t('table.period')}</Table.Th>
                      <Table.Th>{t('table.price')}</Table.Th>
                      <Table.Th>{t('table.quantity')}</Table.Th>
                      <Table.Th>{t('table.total')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('table.remove')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.map((l) => (
                      <CartRow key={l.id} item={l} {...handlers(l.id)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 5, xl: 4 }} offset={{ sm: 5, md: 7, xl: 8 }}>
            <Stack gap="md">
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <CartSummary
                selectedTotals={lines.filter((l) => selected.has(l.id)).map((l) => l.lineTotal)}
                shipped={lines.some((l) => selected.has(l.id) && !DIGITAL_FORMATS.includes(l.book.format))}
                shippingFee={data?.store.shippingFee ?? '0.00'}
                onCheckout={checkout}
              />
              <Group justify="center">
                <Anchor component={Link} to={paths.books} size="sm">
                  {t('page.continue')}
                </Anchor>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
