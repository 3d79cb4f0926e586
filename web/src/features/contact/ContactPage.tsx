/**
 * Contact (SPEC §2, §5): name, email, subject and message, all required and the email valid.
 * Sending is simulated (about 1.5 s), as SPEC says; four FAQ items follow.
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
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';

const CONTACT_EMAIL = 'hello@pustak.np';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FAQ = ['delivery', 'returns', 'renting', 'reach'] as const;

type Fields = { name: string; email: string; subject: string; message: string };
const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };

type Problem = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired';

/** What is wrong with each field, as a key of its message: the text follows the reader's language. */
function validate(f: Fields): Partial<Record<keyof Fields, Problem>> {
  const errors: Partial<Record<keyof Fields, Problem>> = {};
  if (!f.name.trim()) errors.name = 'nameRequired';
  if (!f.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL.test(f.email.trim())) errors.email = 'emailInvalid';
  if (!f.subject.trim()) errors.subject = 'subjectRequired';
  if (!f.message.trim()) errors.message = 'messageRequired';
  return errors;
}

export function ContactPage() {
  const { t } = useTranslation('contact');
  const details = [
    { icon: IconMail, text: CONTACT_EMAIL },
    { icon: IconPhone, text: t('details.phone') },
    { icon: IconClock, text: t('details.replies') },
    { icon: IconMapPin, text: t('details.delivery') },
  ];
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const errorOf = (key: keyof Fields) => {
    const problem = errors[key];
    return problem && t(`form.errors.${problem}`);
  };
  const set = (key: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    // Read now: React clears currentTarget after the handler, before the updater may run.
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('sending');
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500)); // simulated, as SPEC §5 says
      setState('sent');
      setFields(EMPTY);
    } catch {
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
          {state === 'failed' && <Alert color="red">{t('failed')}</Alert>}
          <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label={t('form.name')}
                value={fields.name}
                onChange={set('name')}
                error={errorOf('name')}
                required
              />
              <TextInput
                label={t('form.email')}
                type="email"
                value={fields.email}
                onChange={set('email')}
                error={errorOf('email')}
                required
              />
              <TextInput
                label={t('form.subject')}
                value={fields.subject}
                onChange={set('subject')}
                error={errorOf('subject')}
                required
              />
              <Textarea
                label={t('form.message')}
                minRows={5}
                autosize
                value={fields.message}
                onChange={set('message')}
                error={errorOf('message')}
                required
              />
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
                <Accordion.Panel>{t(`faq.${key}.a`)}</Accordion.Panel>
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
