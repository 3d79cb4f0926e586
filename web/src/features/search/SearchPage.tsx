/**
 * Search /search (SPEC §2, §4): books and authors at once (q, the header's search), or by title or
 * by author (tabs); a 300 ms pause before searching, clear, sort, the authors found (first when a
 * name matches best), 'Did you mean …', result cards with Add to Cart inside them, and the
 * catalog's pager.
 */
import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  NativeSelect,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import { paths } from '../../config/paths';
import type { BookOrdering } from '../../gql/graphql';
import { ORDERINGS } from '../../lib/bookOrderings';
import { AddToCartButton } from '../../components/AddToCartButton';
import { BookCard, FIRST_ROW } from '../../components/BookCard';
import { readSearchParams, searchFilter, SearchPageQuery, type SearchMode } from './SearchPage.data';
import { useListTop } from '../../lib/listTop';
import { cleanSearchText } from '../../lib/searchParams';
import './SearchPage.css';

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
  const { page, ordering } = readSearchParams(params);

  // A new query or tab resets to page 1 and writes the URL; clearing empties both.
  useEffect(() => {
    const next = new URLSearchParams();
    if (debounced) next.set(mode, debounced);
    if (ordering !== 'DEFAULT') next.set('ordering', ordering);
    if (debounced && debounced === params.get(mode) && page > 1) next.set('page', String(page));
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
    variables: { filter: searchFilter(mode, debounced, ordering), page },
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
  const sortBy = (o: BookOrdering) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (o === 'DEFAULT') next.delete('ordering');
    else next.set('ordering', o);
    setParams(next);
  };
  const placeholder = {
    q: t('search.allPlaceholder'),
    title: t('search.titlePlaceholder'),
    author: t('search.authorPlaceholder'),
  }[mode];
  const authorsFound = result && result.authors.length > 0 && (
    <Stack gap="xs" component="section" aria-label={t('search.authors')}>
      <Title order={2} size="h4">
        {t('search.authors')}
      </Title>
      <Group gap="md">
        {result.authors.map((a) => (
          <UnstyledButton key={a.id} component={Link} to={paths.author(a.id)} p={4}>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={a.coverImage} size={48} radius="xl" alt={a.name} />
              <Text fw={600}>{a.name}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
  const didYouMean = result?.didYouMean && (
    <Text>
      {t('search.didYouMean')}{' '}
      <Anchor component="button" type="button" fw={600} onClick={() => setText(result.didYouMean ?? '')}>
        {result.didYouMean}
      </Anchor>
      ?
    </Text>
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="md">
        {t('search.title')}
      </Title>
      <Tabs
        value={mode}
        onChange={(v) => setMode((v as SearchMode) ?? 'q')}
        mb="md"
        classNames={{ list: 'search-tabs-list', tab: 'search-tab' }}
      >
        <Tabs.List>
          <Tabs.Tab value="q">{t('search.allTab')}</Tabs.Tab>
          <Tabs.Tab value="title">{t('search.titleTab')}</Tabs.Tab>
          <Tabs.Tab value="author">{t('search.authorTab')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TextInput
        size="md"
        aria-label={placeholder}
        placeholder={placeholder}
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
      ) : result && result.items.length === 0 && result.authors.length === 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{t('search.empty', { query: debounced })}</Text>
          <Text c="dimmed">{t('search.emptyHint')}</Text>
          {didYouMean}
        </Stack>
      ) : result ? (
        <Stack gap="lg" ref={listTop.ref} style={listTop.style}>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {result.authorsCount > 0
                ? t('search.foundBoth', { authors: result.authorsCount, count: result.totalCount })
                : t(result.totalCountIsLowerBound ? 'search.foundAtLeast' : 'search.found', {
                    count: result.totalCount,
                  })}
            </Text>
            {/* The phone's own picker, as the catalog's. */}
            <NativeSelect
              aria-label={t('page.sortBy')}
              data={ORDERINGS.map((o) => ({ value: o.value, label: t(o.key) }))}
              value={ordering}
              onChange={(e) => sortBy(e.currentTarget.value as BookOrdering)}
              w={190}
            />
          </Group>
          {didYouMean}
          {result.authorsFirst && authorsFound}
          {result.authorsFirst && result.items.length > 0 && (
            <Title order={2} size="h4">
              {t('search.books')}
            </Title>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {result.items.map((b, i) => (
              <BookCard
                key={b.id}
                book={b}
                coverHeight={240}
                coverPriority={i < FIRST_ROW}
                footer={<AddToCartButton bookId={b.id} inCart={b.inCart} inStock={b.inStock} />}
              />
            ))}
          </SimpleGrid>
          <Pager page={result.page} pageCount={result.pageCount} onPage={goTo} />
          {!result.authorsFirst && authorsFound}
        </Stack>
      ) : null}
    </Container>
  );
}
