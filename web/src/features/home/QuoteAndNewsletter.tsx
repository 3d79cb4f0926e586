/** Quote of the day with copy-to-clipboard sharing, and the newsletter sign-up (SPEC §2, §5, §8). */
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';

const Subscribe = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      email
      message
    }
  }
`);

export function QuoteCard({ quote }: { quote: { text: string; author: string } }) {
  const share = async () => {
    await navigator.clipboard.writeText(`"${quote.text}" - ${quote.author}`);
    window.alert('Quote copied to clipboard!');
  };
  return (
    <Card withBorder padding="xl" bg="clay.0">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs">
          <Text size="sm" fw={700} c="clay.8" tt="uppercase">
            Quote of the day
          </Text>
          <Text fz={{ base: 'lg', sm: 22 }} ff="heading" fs="italic">
            &ldquo;{quote.text}&rdquo;
          </Text>
          <Text c="dimmed">{quote.author}</Text>
        </Stack>
        <Tooltip label="Share">
          <ActionIcon variant="light" color="clay" size="lg" onClick={() => void share()} aria-label="Share quote">
            <IconShare size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

export function Newsletter() {
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useMutation(Subscribe);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return; // SPEC §5: nothing is sent when the email is empty
    try {
      await subscribe({ variables: { email: email.trim() } });
      toast.success('Successfully subscribed to newsletter!');
      setEmail('');
    } catch {
      toast.error('Failed to subscribe to newsletter');
    }
  };
  return (
    <Card withBorder padding="xl" bg="pine.0">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ alignItems: 'center' }}>
        <Stack gap={4}>
          <Title order={2} fz={24}>
            Stay in the story
          </Title>
          <Text c="dimmed">New arrivals, reading lists and offers, once a month.</Text>
        </Stack>
        <form onSubmit={submit}>
          <Group gap="sm" wrap="nowrap">
            <TextInput
              aria-label="Email for the newsletter"
              type="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={loading}>
              Subscribe
            </Button>
          </Group>
        </form>
      </SimpleGrid>
    </Card>
  );
}
