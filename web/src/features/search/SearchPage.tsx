/**
 * Search /search (SPEC §2, §4): by title or by author (tabs), q, title and author in the URL, a
 * 300 ms pause before searching, clear, results with add to cart, and Previous/Next paging.
 */
import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconShoppingCartPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from 'react-router';
import { BookCard, FIRST_ROW } from '../../components/BookCard';
import { readSearchParams, SearchPageQuery, type SearchMode } from './SearchPage.data';
import { useListTop } from '../../lib/listTop';
import { cleanSearchText } from '../../lib/searchParams';
import { useBookActions } from '../../lib/useBookActions';

export function SearchPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const initial = readSearchParams(params);
  const [mode, setMode] = useState<SearchMode>(initial.mode);
  const [text, setText] = useState(initial.text);
  const [debounced] = useDebouncedValue(cleanSearchText(text), 300);
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server-rendered page before it came alive are kept, not dropped.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);
  const { page } = readSearchParams(params);
  const actions = useBookActions();

  // A new query or tab resets to page 1 and writes the URL; clearing empties both.
  useEffect(() => {
    const next = new URLSearchParams();
    if (debounced) next.set(mode, debounced);
    if (debounced && debounced === (params.get(mode) ?? params.get('q')) && page > 1) next.set('page', String(page));
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, mode]);

  const {
    data: fresh,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(SearchPageQuery, {
    variables: { filter: { [mode]: debounced }, page },
    skip: !debounced,
  });
  const data = fresh ?? previousData;
  const result = debounced ? data?.books : undefined;
  const listTop = useListTop();
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
    listTop.show();
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="md">
        {t('search.title')}
      </Title>
      <Tabs value={mode} onChange={(v) => setMode((v as SearchMode) ?? 'title')} mb="md">
        <Tabs.List>
          <Tabs.Tab value="title">{t('search.titleTab')}</Tabs.Tab>
          <Tabs.Tab value="author">{t('search.authorTab')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TextInput
        size="md"
        aria-label={mode === 'title' ? t('page.byTitle') : t('page.byAuthor')}
        placeholder={mode === 'title' ? t('search.titlePlaceholder') : t('search.authorPlaceholder')}
        leftSection={<IconSearch size={18} />}
        ref={input}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSection={
          text && (
            <ActionIcon variant="subtle" color="gray" aria-label={t('search.clear')} onClick={() => setText('')}>
              <IconX size={16} />
            </ActionIcon>
          )
        }
        mb="lg"
      />
      {!debounced ? (
        <Text c="dimmed">{t('search.prompt')}</Text>
      ) : error ? (
        <Stack align="flex-start">
          <Text c="red">{t('page.failed')}</Text>
          <Button variant="light" onClick={() => void refetch()}>
            {t('page.tryAgain')}
          </Button>
        </Stack>
      ) : loading && !result ? (
        <Group>
          <Loader size="sm" />
          <Text>{t('search.searching')}</Text>
        </Group>
      ) : result && result.items.length === 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{t('search.empty', { query: debounced })}</Text>
          <Text c="dimmed">{t('search.emptyHint')}</Text>
        </Stack>
      ) : result ? (
        <Stack gap="lg" ref={listTop.ref} style={listTop.style}>
          <Text fw={600}>
            {t(result.totalCountIsLowerBound ? 'search.foundAtLeast' : 'search.found', { count: result.totalCount })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {result.items.map((b, i) => (
              <Stack key={b.id} gap={6}>
                <BookCard book={b} coverHeight={240} coverPriority={i < FIRST_ROW} />
                <Button
                  size="xs"
                  variant={b.inCart ? 'light' : 'filled'}
                  leftSection={<IconShoppingCartPlus size={14} />}
                  disabled={b.inCart || !b.inStock}
                  onClick={() => void actions.addToCart(b.id, { quantity: 1, thenGoToCart: true })}
                >
                  {b.inCart ? t('search.inCart') : t('search.addToCart')}
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
          <Group justify="center" gap="md">
            <Button variant="default" disabled={!result.hasPreviousPage} onClick={() => goTo(result.page - 1)}>
              {t('search.previous')}
            </Button>
            <Text size="sm">
              {t(result.totalCountIsLowerBound ? 'search.pageOfAtLeast' : 'search.pageOf', {
                page: result.page,
                total: result.totalCount,
              })}
            </Text>
            <Button variant="default" disabled={!result.hasNextPage} onClick={() => goTo(result.page + 1)}>
              {t('search.next')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Container>
  );
}
