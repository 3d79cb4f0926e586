/** Quote of the day with copy-to-clipboard sharing, and the newsletter sign-up (SPEC §2, §5, §8). */
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconMail, IconShare } from '@tabler/icons-react';
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

/** The Clipboard API needs a secure context; plain http on a LAN address falls back to execCommand. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export function QuoteCard({ quote }: { quote: { text: string; author: string } | undefined }) {
  if (!quote) return <Skeleton h={170} radius="md" />;
  const share = async () => {
    await copyText(`"${quote.text}" - ${quote.author}`).catch(() => undefined);
    window.alert('Quote copied to clipboard!');
  };
  return (
    <Card withBorder padding="xl" bg="clay.0" component="figure" m={0}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs">
          <Text size="sm" fw={700} c="clay.8" tt="uppercase">
            Quote of the day
          </Text>
          <Text component="blockquote" m={0} fz={{ base: 'lg', sm: 22 }} ff="heading" fs="italic">
            &ldquo;{quote.text}&rdquo;
          </Text>
          <Text component="figcaption" c="dimmed">
            {quote.author}
          </Text>
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
    <Card withBorder padding="xl" bg="pine.0" component="section" aria-label="Newsletter">
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
              leftSection={<IconMail size={16} />}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" loading={loading} style={{ flex: '0 0 auto' }}>
              Subscribe
            </Button>
          </Group>
        </form>
      </SimpleGrid>
    </Card>
  );
}
