/** The static parts of the home page: how it works and the FAQ (one item open at a time). */
import { Accordion, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
    <Stack gap="md">
      <Title order={2}>How it works</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {STEPS.map((s) => (
          <Card key={s.title} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm">
              <s.icon size={24} />
            </ThemeIcon>
            <Text fw={700}>{s.title}</Text>
            <Text c="dimmed" size="sm">
              {s.text}
            </Text>
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
    <Stack gap="md">
      <Title order={2}>Frequently asked questions</Title>
      <Accordion variant="separated" defaultValue={FAQ[0][0]}>
        {FAQ.map(([q, a]) => (
          <Accordion.Item key={q} value={q}>
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
