/**
 * One cart line, as a table row (wide screens) or a card (≤ 768 px): select, Buy/Rent, rental
 * period, quantity with minus/plus/number (integers 1-99; rent fixes 1), line total, remove. A rent
 * line also says its fee, its deposit (the price, paid now) and what comes back on return (SPEC §9).
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ActionIcon, Card, Checkbox, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { useCatalogTerms } from '../../i18n/terms';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BookCover } from '../../components/BookCover';
import { Price } from '../../components/Price';
import { useFormat } from '../../i18n/format';
import { graphql } from '../../gql';
import type { CartLine_ItemFragment, PurchaseType, RentalPeriod } from '../../gql/graphql';
import { DIGITAL_FORMATS } from '../../lib/money';

export const CartLine_item = graphql(`
  fragment CartLine_item on CartItem {
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
    book {
      id
      title
      coverImage
      year
      format
      language
      author {
        id
        name
      }
    }
  }
`);

export const MAX_QUANTITY = 99;
const PERIODS: { value: RentalPeriod; days: number }[] = [
  { value: 'DAYS_15', days: 15 },
  { value: 'DAYS_30', days: 30 },
  { value: 'DAYS_45', days: 45 },
];

export interface LineHandlers {
  selected: boolean;
  onSelect: (on: boolean) => void;
  onQuantity: (quantity: number) => void;
  onType: (type: PurchaseType) => void;
  onPeriod: (period: RentalPeriod) => void;
  onRemove: () => void;
}

/** Non-integers become 1; the minimum is 1 and the helper stops at 99 (SPEC §5). */
export function cleanQuantity(value: string | number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, MAX_QUANTITY);
}

/** The line's controls, labelled in the reader's language (a hook: the line's parts call it once its data is complete). */
function useControls({ line, h }: { line: CartLine_ItemFragment; h: LineHandlers }) {
  const { t } = useTranslation('cart');
  const title = line.book.title;
  const rent = line.purchaseType === 'RENT';
  return {
    type: (
      <Select
        aria-label={t('line.typeFor', { title })}
        data={[
          { value: 'BUY', label: t('line.buy') },
          { value: 'RENT', label: t('line.rent') },
        ]}
        value={line.purchaseType}
        allowDeselect={false}
        w={96}
        onChange={(v) => v && h.onType(v as PurchaseType)}
      />
    ),
    period: (
      <Select
        aria-label={t('line.periodFor', { title })}
        data={PERIODS.map((p) => ({ value: p.value, label: t('line.days', { count: p.days }) }))}
        value={line.rentalPeriod ?? null}
        placeholder="—"
        disabled={!rent}
        allowDeselect={false}
        w={112}
        onChange={(v) => v && h.onPeriod(v as RentalPeriod)}
      />
    ),
    quantity: (
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label={t('line.decrease')}
          disabled={rent || line.quantity <= 1}
          onClick={() => h.onQuantity(line.quantity - 1)}
        >
          <IconMinus size={14} />
        </ActionIcon>
        <NumberInput
          aria-label={t('line.quantityOf', { title })}
          value={line.quantity}
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          hideControls
          disabled={rent}
          w={52}
          onBlur={(e) =>
            cleanQuantity(e.currentTarget.value) !== line.quantity && h.onQuantity(cleanQuantity(e.currentTarget.value))
          }
          styles={{ input: { textAlign: 'center' } }}
        />
        <ActionIcon
          variant="default"
          aria-label={t('line.increase')}
          disabled={rent || line.quantity >= MAX_QUANTITY}
          onClick={() => h.onQuantity(line.quantity + 1)}
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Group>
    ),
    remove: (
      <ActionIcon variant="subtle" color="red" aria-label={t('line.remove', { title })} onClick={h.onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    ),
    select: (
      <Checkbox
        aria-label={t('line.select', { title })}
        checked={h.selected}
        onChange={(e) => h.onSelect(e.currentTarget.checked)}
      />
    ),
  };
}

/** How an eBook or audiobook reaches the reader (nothing is said for a printed book). */
function Delivery({ line }: { line: CartLine_ItemFragment }) {
  const { t } = useTranslation('cart');
  if (!line.book.format || !DIGITAL_FORMATS.includes(line.book.format)) return null;
  return (
    <Text size="xs" c="pine.8" fw={600}>
      {t('line.download')}
    </Text>
  );
}

/** A rent line's fee, deposit and refund to come, as the server (or the period just chosen) has them. */
function RentalMoney({ line }: { line: CartLine_ItemFragment }) {
  const { t } = useTranslation('cart');
  const { money } = useFormat();
  if (line.purchaseType !== 'RENT' || !line.rental) return null;
  const { fee, deposit, refund } = line.rental;
  return (
    <Text size="xs" c="dimmed" data-testid="rental-money">
      {t('line.rentalMoney', { fee: money(fee), deposit: money(deposit), refund: money(refund) })}
    </Text>
  );
}

/** A book bought soon after its rental ended costs less (SPEC §9): say why the price is lower, and until when. */
function RebuyDiscount({ line }: { line: CartLine_ItemFragment }) {
  const { t } = useTranslation('cart');
  const { date } = useFormat();
  if (line.purchaseType !== 'BUY' || !line.rebuyDiscount) return null;
  const { percent, until } = line.rebuyDiscount;
  return (
    <Text size="xs" c="teal.8" data-testid="rebuy-discount">
      {t('line.rebuyDiscount', { percent, until: date(until) })}
    </Text>
  );
}

const meta = (l: CartLine_ItemFragment, terms: ReturnType<typeof useCatalogTerms>, year: (value: number) => string) =>
  [l.book.author.name, l.book.year ? year(l.book.year) : null, terms.format(l.book.format)].filter(Boolean).join(' | ');

export function CartRow(props: { item: FragmentType<CartLine_ItemFragment> } & LineHandlers) {
  const { data: line, complete } = useFragment({ fragment: CartLine_item, from: props.item });
  if (!complete) return null;
  return <LineRow line={line} h={props} />;
}

function LineRow({ line, h }: { line: CartLine_ItemFragment; h: LineHandlers }) {
  const terms = useCatalogTerms();
  const { year } = useFormat();
  const c = useControls({ line, h });
  return (
    <Table.Tr>
      <Table.Td>{c.select}</Table.Td>
      <Table.Td w={64}>
        <div style={{ width: 56 }}>
          <BookCover src={line.book.coverImage} title={line.book.title} height={80} />
        </div>
      </Table.Td>
      <Table.Td miw={200}>
        <Text component={Link} to={paths.book(line.book.id)} fw={700} lineClamp={2}>
          {line.book.title}
        </Text>
        <Text size="xs" c="dimmed">
          {meta(line, terms, year)}
        </Text>
        <Delivery line={line} />
        <RentalMoney line={line} />
        <RebuyDiscount line={line} />
      </Table.Td>
      <Table.Td>{terms.language(line.book.language)}</Table.Td>
      <Table.Td>{c.type}</Table.Td>
      <Table.Td>{c.period}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Price amount={line.unitPrice} size="sm" />
      </Table.Td>
      <Table.Td>{c.quantity}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Price amount={line.lineTotal} fw={700} size="sm" />
      </Table.Td>
      <Table.Td>{c.remove}</Table.Td>
    </Table.Tr>
  );
}

export function CartCard(props: { item: FragmentType<CartLine_ItemFragment> } & LineHandlers) {
  const { data: line, complete } = useFragment({ fragment: CartLine_item, from: props.item });
  if (!complete) return null;
  return <LineCard line={line} h={props} />;
}

function LineCard({ line, h }: { line: CartLine_ItemFragment; h: LineHandlers }) {
  const terms = useCatalogTerms();
  const { year } = useFormat();
  const { t } = useTranslation('cart');
  const c = useControls({ line, h });
  return (
    <Card withBorder padding="sm">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {c.select}
        <div style={{ width: 64, flex: '0 0 64px' }}>
          <BookCover src={line.book.coverImage} title={line.book.title} height={92} />
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text component={Link} to={paths.book(line.book.id)} fw={700} lineClamp={2}>
              {line.book.title}
            </Text>
            {c.remove}
          </Group>
          <Text size="xs" c="dimmed">
            {meta(line, terms, year)} · {terms.language(line.book.language)}
          </Text>
          <Delivery line={line} />
          <Price amount={line.unitPrice} size="sm" />
        </Stack>
      </Group>
      <Group mt="sm" gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          {c.type}
          {c.period}
        </Group>
        {c.quantity}
      </Group>
      <RentalMoney line={line} />
      <RebuyDiscount line={line} />
      <Group justify="flex-end" mt="xs">
        <Text size="sm">{t('line.total')}</Text>
        <Price amount={line.lineTotal} fw={700} />
      </Group>
    </Card>
  );
}
