/** Quote of the day with copy-to-clipboard sharing, and the newsletter sign-up (SPEC §2, §5, §8). */
import '@mantine/core/styles/Tooltip.css';
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
import { useTranslation } from '../../i18n/react';
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
  const { t } = useTranslation('home');
  if (!quote) return <Skeleton h={170} radius="md" />;
  const share = async () => {
    await copyText(`"${quote.text}" - ${quote.author}`).catch(() => undefined);
    window.alert(t('quote.copied'));
  };
  return (
    <Card withBorder padding="xl" bg="clay.0" component="figure" m={0}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs">
          <Text size="sm" fw={700} c="clay.8" tt="uppercase">
            {t('quote.title')}
          </Text>
          <Text component="blockquote" m={0} fz={{ base: 'lg', sm: 22 }} ff="heading" fs="italic">
            &ldquo;{quote.text}&rdquo;
          </Text>
          <Text component="figcaption" c="dimmed">
            {quote.author}
          </Text>
        </Stack>
        <Tooltip label={t('quote.share')}>
          <ActionIcon
            variant="light"
            color="clay"
            size="lg"
            onClick={() => void share()}
            aria-label={t('quote.shareLabel')}
          >
            <IconShare size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

export function Newsletter() {
  const { t } = useTranslation('home');
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useMutation(Subscribe);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return; // SPEC §5: nothing is sent when the email is empty
    try {
      await subscribe({ variables: { email: email.trim() } });
      toast.success(t('newsletter.subscribed'));
      setEmail('');
    } catch {
      toast.error(t('newsletter.failed'));
    }
  };
  return (
    <Card withBorder padding="xl" bg="pine.0" component="section" aria-label={t('newsletter.region')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ alignItems: 'center' }}>
        <Stack gap={4}>
          <Title order={2} fz={24}>
            {t('newsletter.title')}
          </Title>
          <Text c="dimmed">{t('newsletter.text')}</Text>
        </Stack>
        <form onSubmit={submit}>
          <Group gap="sm" wrap="nowrap">
            <TextInput
              aria-label={t('newsletter.email')}
              type="email"
              placeholder={t('newsletter.placeholder')}
              leftSection={<IconMail size={16} />}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" loading={loading} style={{ flex: '0 0 auto' }}>
              {t('newsletter.submit')}
            </Button>
          </Group>
        </form>
      </SimpleGrid>
    </Card>
  );
}
