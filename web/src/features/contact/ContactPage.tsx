/**
 * Contact (SPEC §2, §5): name, email, subject and message, all required and the email valid.
 * Sent to the store (sendContactMessage: kept for its staff and forwarded to its inbox), with
 * SPEC's thanks once it is there; four FAQ items follow. The page draws no data, so the graph's
 * client loads when a message is sent.
 */
import {
  Accordion,
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import * as v from 'valibot';
import { graphql } from '../../gql';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/react';
import { loadApolloClient } from '../../lib/lazyApollo';
import { errorMessage } from '../../lib/notify';
import { useSchemaForm } from '../../lib/schemaForm';
import { useStoreCopy, type StoreCopyData } from '../../lib/storeCopy';

const CONTACT_EMAIL = 'hello@pustak.np';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FAQ = ['delivery', 'returns', 'renting', 'reach'] as const;

const EMPTY = { name: '', email: '', subject: '', message: '' };

const SendContactMessage = graphql(`
  mutation SendContactMessage($message: ContactMessageInput!) {
    sendContactMessage(input: $message) {
      message
    }
  }
`);

/** Every field is needed and the email must look like one; the texts follow the reader's language. */
const contactSchema = (t: TFunction<'contact'>) => {
  const filled = (problem: 'nameRequired' | 'subjectRequired' | 'messageRequired') =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(t(`form.errors.${problem}`)));
  return v.object({
    name: filled('nameRequired'),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('form.errors.emailRequired')),
      v.regex(EMAIL, t('form.errors.emailInvalid')),
    ),
    subject: filled('subjectRequired'),
    message: filled('messageRequired'),
  });
};

export function ContactPage() {
  const { t } = useTranslation('contact');
  // Where the store delivers and how it can be paid, as its settings say (the route's loader).
  const store = useStoreCopy((useLoaderData() as StoreCopyData | undefined)?.store);
  const details = [
    { icon: IconMail, text: CONTACT_EMAIL },
    { icon: IconPhone, text: t('details.phone') },
    { icon: IconClock, text: t('details.replies') },
    {
      icon: IconMapPin,
      text: store ? t('details.delivery', { districts: store.districts }) : t('details.deliveryGeneric'),
    },
  ];
  const answer = (key: (typeof FAQ)[number]) => {
    if (key !== 'delivery') return t(`faq.${key}.a`);
    return store
      ? t('faq.delivery.a', { districts: store.districts, methods: store.methods })
      : t('faq.delivery.aGeneric');
  };
  const form = useSchemaForm('contact', contactSchema(t), {
    initialValues: EMPTY,
    // As before: what was wrong stays said until the next try.
    clearInputErrorOnChange: false,
  });
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [problem, setProblem] = useState('');

  const submit = async (message: typeof EMPTY) => {
    setState('sending');
    try {
      const client = await loadApolloClient();
      if (!client) throw new Error('The graph is not reachable from here');
      await client.mutate({ mutation: SendContactMessage, variables: { message } });
      setState('sent');
      form.reset();
    } catch (error) {
      // What the reader can fix (too many messages, a field the server refused) is said; else SPEC's text.
      setProblem(errorMessage(error, t('failed')));
      setState('failed');
    }
  };

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
          {state === 'sent' && (
            <Alert color="teal" title={t('sent.title')}>
              {t('sent.text')}
            </Alert>
          )}
          {state === 'failed' && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Card withBorder padding="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate>
            <Stack>
              <TextInput label={t('form.name')} {...form.getInputProps('name')} required />
              <TextInput label={t('form.email')} type="email" {...form.getInputProps('email')} required />
              <TextInput label={t('form.subject')} {...form.getInputProps('subject')} required />
              <Textarea label={t('form.message')} minRows={5} autosize {...form.getInputProps('message')} required />
              <Button type="submit" loading={state === 'sending'}>
                {t('form.submit')}
              </Button>
            </Stack>
          </Card>
        </Stack>
        <Stack>
          <Title order={2}>{t('faq.title')}</Title>
          <Accordion variant="separated">
            {FAQ.map((key) => (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>{t(`faq.${key}.q`)}</Accordion.Control>
                <Accordion.Panel>{answer(key)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Card withBorder padding="lg">
            <Text fw={700} mb="sm">
              {t('details.place')}
            </Text>
            <Stack gap="sm">
              {details.map((d) => (
                <Group key={d.text} wrap="nowrap" gap="sm">
                  <ThemeIcon variant="light" radius="xl" size={32}>
                    <d.icon size={16} />
                  </ThemeIcon>
                  <Text size="sm">{d.text}</Text>
                </Group>
              ))}
            </Stack>
          </Card>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
