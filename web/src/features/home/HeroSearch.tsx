/** The home hero: search by title and author; goes to /search only when one of them is filled (SPEC §2). */
import { Box, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBooks, IconSearch, IconTruckDelivery, IconWallet } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SuggestingSearchInput } from '../../components/SuggestingSearchInput';
import type { StoreCopy } from '../../lib/storeCopy';

/** SPEC §1's promises, under the search, and the ways to pay the store takes. */
const PROMISES = [
  { icon: IconBooks, key: 'books' },
  { icon: IconTruckDelivery, key: 'delivery' },
  { icon: IconWallet, key: 'pay' },
] as const;

export function HeroSearch({ store }: { store: StoreCopy | undefined }) {
  const { t } = useTranslation('home');
  const promise = (key: (typeof PROMISES)[number]['key']) => {
    if (key !== 'pay') return t(`hero.promises.${key}`);
    return store ? t('hero.promises.pay', { methods: store.methods }) : t('hero.promises.payGeneric');
  };
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (title.trim()) params.set('title', title.trim());
    if (author.trim()) params.set('author', author.trim());
    if (params.size) void navigate(paths.search(params));
  };
  return (
    <Box bg="pine.9" c="white" py={{ base: 32, sm: 56 }}>
      <Container size="xl">
        <Stack gap="md" maw={760}>
          <Title order={1} fz={{ base: 28, sm: 42 }}>
            {t('hero.title')}
          </Title>
          <form onSubmit={submit} role="search" aria-label={t('hero.search')}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <div style={{ flex: '1 1 220px' }}>
                <SuggestingSearchInput
                  aria-label={t('hero.titleLabel')}
                  placeholder={t('hero.titlePlaceholder')}
                  value={title}
                  onChange={setTitle}
                  size="md"
                />
              </div>
              <TextInput
                aria-label={t('hero.authorLabel')}
                placeholder={t('hero.authorPlaceholder')}
                value={author}
                onChange={(e) => setAuthor(e.currentTarget.value)}
                size="md"
                style={{ flex: '1 1 220px' }}
              />
              <Button
                type="submit"
                size="md"
                color="clay"
                leftSection={<IconSearch size={18} />}
                style={{ flex: '0 0 auto' }}
              >
                {t('hero.submit')}
              </Button>
            </Group>
          </form>
          <Group gap="lg" c="gray.3" visibleFrom="sm">
            {PROMISES.map((p) => (
              <Group key={p.key} gap={6} wrap="nowrap">
                <p.icon size={18} aria-hidden />
                <Text size="sm">{promise(p.key)}</Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
