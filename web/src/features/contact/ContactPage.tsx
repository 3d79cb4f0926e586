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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FAQ = [
  ['How long does delivery take?', 'Orders arrive in 72 hours on average. We deliver only within Nepal.'],
  [
    'Can I return a book?',
    'We have a no returns policy, except for damaged or wrong items reported within 48 hours with a photo.',
  ],
  [
    'How does renting work?',
    'Choose 15, 30 or 45 days. You pay the full price and get it back minus the rental fee when you return the book.',
  ],
  ['When can I reach you?', 'By email any time (we reply within 24 hours), and by phone Mon-Fri 9-6.'],
] as const;

const DETAILS = [
  { icon: IconMail, text: 'hello@pustak.np' },
  { icon: IconPhone, text: '+977 1-4000000 (phone support Mon-Fri 9-6)' },
  { icon: IconClock, text: 'We reply within 24 hours' },
  { icon: IconMapPin, text: 'We deliver only within Nepal' },
];

type Fields = { name: string; email: string; subject: string; message: string };
const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };

function validate(f: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (!f.name.trim()) errors.name = 'Name is required';
  if (!f.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(f.email.trim())) errors.email = 'Please enter a valid email address';
  if (!f.subject.trim()) errors.subject = 'Subject is required';
  if (!f.message.trim()) errors.message = 'Message is required';
  return errors;
}

export function ContactPage() {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
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
          <Title order={1}>Contact Us</Title>
          <Text c="dimmed">
            Questions about an order, a rental or your account? Write to us: we reply within 24 hours.
          </Text>
          {state === 'sent' && (
            <Alert color="teal" title="Message sent">
              Thank you for your message. We will get back to you soon!
            </Alert>
          )}
          {state === 'failed' && <Alert color="red">Sorry, something went wrong. Please try again later.</Alert>}
          <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
            <Stack>
              <TextInput label="Name" value={fields.name} onChange={set('name')} error={errors.name} required />
              <TextInput
                label="Email"
                type="email"
                value={fields.email}
                onChange={set('email')}
                error={errors.email}
                required
              />
              <TextInput
                label="Subject"
                value={fields.subject}
                onChange={set('subject')}
                error={errors.subject}
                required
              />
              <Textarea
                label="Message"
                minRows={5}
                autosize
                value={fields.message}
                onChange={set('message')}
                error={errors.message}
                required
              />
              <Button type="submit" loading={state === 'sending'}>
                Send Message
              </Button>
            </Stack>
          </Card>
        </Stack>
        <Stack>
          <Title order={2}>Frequently asked questions</Title>
          <Accordion variant="separated">
            {FAQ.map(([q, a]) => (
              <Accordion.Item key={q} value={q}>
                <Accordion.Control>{q}</Accordion.Control>
                <Accordion.Panel>{a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Card withBorder padding="lg">
            <Text fw={700} mb="sm">
              Pustak, Kathmandu
            </Text>
            <Stack gap="sm">
              {DETAILS.map((d) => (
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
