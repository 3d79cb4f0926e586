/** Rental Policy, written out from SPEC §9, with worked examples in rupees. */
import { Anchor, List, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatRs } from '../../lib/money';
import { LegalPage } from './LegalPage';

/** The example book's price, in rupees. */
const EXAMPLE_PRICE = 1000;
const PERIODS = [
  { days: 15, percent: 15 },
  { days: 30, percent: 30 },
  { days: 45, percent: 50 },
];

function FeeTable() {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder withColumnBorders striped mb="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rental period</Table.Th>
            <Table.Th>Rental fee</Table.Th>
            <Table.Th>On a {formatRs(EXAMPLE_PRICE)} book</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERIODS.map((p) => (
            <Table.Tr key={p.days}>
              <Table.Td>{p.days} days</Table.Td>
              <Table.Td>{p.percent}% of the price</Table.Td>
              <Table.Td>{formatRs((EXAMPLE_PRICE * p.percent) / 100)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function RentalPolicyPage() {
  return (
    <LegalPage
      title="Rental Policy"
      updated="2024-11-12"
      intro="Renting lets you read more for less. Here is exactly how it works, what it costs and what happens if a book comes back late or damaged."
      sections={[
        {
          id: 'how',
          title: 'How renting works',
          body: (
            <List spacing={6}>
              <List.Item>In your cart, choose Rent instead of Buy and pick a period of 15, 30 or 45 days.</List.Item>
              <List.Item>Each rental is for one copy of the book.</List.Item>
            </List>
          ),
        },
        {
          id: 'fees',
          title: 'Rental fees',
          body: (
            <>
              <FeeTable />
              <Text>The fee is a share of the book&apos;s price and depends only on the period you choose.</Text>
            </>
          ),
        },
        {
          id: 'refunds',
          title: 'Paying and refunds',
          body: (
            <>
              <List spacing={6} mb="xs">
                <List.Item>You pay the full price of the book at checkout.</List.Item>
                <List.Item>When you return the book, we refund the full price minus the rental fee.</List.Item>
              </List>
              <Text c="dimmed">
                Example: you rent a {formatRs(EXAMPLE_PRICE)} book for 30 days. You pay {formatRs(EXAMPLE_PRICE)} at
                checkout and get {formatRs(EXAMPLE_PRICE * 0.7)} back when you return it.
              </Text>
            </>
          ),
        },
        {
          id: 'keeping',
          title: 'Keeping the book',
          body: <Text>Loved it? Buy the book within 5 days after the rental ends and get a 5% discount.</Text>,
        },
        {
          id: 'late',
          title: 'Late returns',
          body: (
            <List spacing={6}>
              <List.Item>A late fee of 1% of the book&apos;s price is charged for each day a return is late.</List.Item>
              <List.Item>A book more than 1 day overdue is automatically purchased.</List.Item>
            </List>
          ),
        },
        {
          id: 'damage',
          title: 'Damage',
          body: <Text>A rented book that comes back damaged counts as purchased, and its price is not refunded.</Text>,
        },
        {
          id: 'questions',
          title: 'Questions',
          body: (
            <Text>
              These rules are part of our{' '}
              <Anchor component={Link} to="/terms" inherit underline="always">
                Terms of Service
              </Anchor>
              . For anything else,{' '}
              <Anchor component={Link} to="/contact" inherit underline="always">
                contact us
              </Anchor>
              : we reply within 24 hours.
            </Text>
          ),
        },
      ]}
    />
  );
}
