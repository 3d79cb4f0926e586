/**
 * The static parts of the home page: how it works (buy or rent, payment, delivery), the FAQ with
 * one item open at a time, and the promises of SPEC §1 in numbers.
 */
import { Accordion, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconTruckDelivery, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';

const STEPS = [
  { icon: IconBook2, title: '1. Buy or rent', text: 'Pick a book to keep, or rent it for 15, 30 or 45 days.' },
  { icon: IconWallet, title: '2. Pay with Khalti', text: 'Pay for your order securely from your Khalti wallet.' },
  {
    icon: IconTruckDelivery,
    title: '3. Delivery',
    text: 'Your books arrive in 72 hours on average, anywhere we deliver in Nepal.',
  },
];

export function HowItWorks() {
  return (
    <Stack gap="md" component="section" aria-label="How it works">
      <Title order={2} fz={{ base: 24, sm: 30 }}>
        How it works
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {STEPS.map((s) => (
          <Card key={s.title} withBorder padding="lg">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={44} radius="md" variant="light">
                <s.icon size={24} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={700}>{s.title}</Text>
                <Text c="dimmed" size="sm">
                  {s.text}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const FAQ = [
  ['How long does delivery take?', 'About 72 hours on average. We deliver only within Nepal.'],
  [
    'How does renting work?',
    'You pay the full price and get it back minus the rental fee (15%, 30% or 50%) when you return the book.',
  ],
  [
    'Can I return a book I bought?',
    'We have a no returns policy, except for a damaged or wrong item reported within 48 hours with a photo.',
  ],
] as const;

export function HomeFaq() {
  return (
    <Stack gap="md" component="section" aria-label="Frequently asked questions">
      <Title order={2} fz={{ base: 24, sm: 30 }}>
        Frequently asked questions
      </Title>
      {/* A single-value Accordion: opening one item closes the other. */}
      <Accordion variant="separated" defaultValue="faq-0">
        {/* Values become element ids, so no spaces: faq-0, faq-1… */}
        {FAQ.map(([q, a], i) => (
          <Accordion.Item key={q} value={`faq-${i}`}>
            <Accordion.Control>{q}</Accordion.Control>
            <Accordion.Panel>{a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Button component={Link} to="/contact" variant="light" w="fit-content">
        Find More FAQs
      </Button>
    </Stack>
  );
}

const NUMBERS = [
  ['1000+', 'books to buy or rent'],
  ['72 h', 'average delivery'],
  ['99%', 'reader satisfaction'],
] as const;

export function PustakInNumbers() {
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={3} spacing="xs">
        {NUMBERS.map(([figure, label]) => (
          <Stack key={label} gap={2} ta="center">
            <Text fz={{ base: 22, sm: 28 }} fw={800} c="pine.8" lh={1.1}>
              {figure}
            </Text>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
