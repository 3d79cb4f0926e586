/**
 * The catalog /books (SPEC §2, 'Book Shop'): sort, grid or list (remembered), filters in a
 * sidebar (a drawer on phones), title and author search after a 300 ms pause, pagination.
 */
import '@mantine/core/styles/Drawer.css';
import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Container,
  Drawer,
  Grid,
  Group,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconAdjustments, IconChevronDown, IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { BookCard, FIRST_ROW } from '../../components/BookCard';
import { BookRow } from '../../components/BookRow';
import { CatalogPageQuery } from './CatalogPage.data';
import type { BookOrdering } from '../../gql/graphql';
import { useListTop } from '../../lib/listTop';
import { useTypedEarly } from '../../lib/typedEarly';
import { CatalogFilters } from './CatalogFilters';
import { catalogVariables, useCatalogParams } from './useCatalogParams';
import { ORDERINGS } from '../../lib/bookOrderings';
import { Pager } from '../../components/Pager';
import { WhenAlive } from '../../components/WhenAlive';
import { useScreenQuery } from '../../lib/media';

/** Below Mantine's `md` breakpoint the filters live in the drawer, not the sidebar. */
const BELOW_SIDEBAR_QUERY = '(max-width: 61.99em)';

/** Grid or list, each a toggle button (the chosen one pressed). */
const VIEWS = [
  { value: 'grid', label: 'page.gridView', icon: IconLayoutGrid },
  { value: 'list', label: 'page.listView', icon: IconList },
] as const;

export function CatalogPage() {
  const { t } = useTranslation('catalog');
  const params = useCatalogParams();
  const { filters, ordering, title, author, update, clear } = params;
  const [view, setView] = useLocalStorage<'grid' | 'list'>({ key: 'preferredViewMode', defaultValue: 'grid' });
  const [drawer, { open, close }] = useDisclosure(false);
  const [titleText, setTitleText] = useState(title);
  const [authorText, setAuthorText] = useState(author);
  const listTop = useListTop();
  // The sidebar's filters (two dozen checkboxes and fields) are drawn only where the sidebar shows:
  // a phone would hydrate them hidden, and each Mantine field re-renders once it is mounted.
  const sidebar = !useScreenQuery(BELOW_SIDEBAR_QUERY);
  const search = useDebouncedCallback((change: { title?: string; author?: string }) => update(change), 300);
  const titleField = useTypedEarly(titleText, (typed) => {
    setTitleText(typed);
    search({ title: typed });
  });
  const authorField = useTypedEarly(authorText, (typed) => {
    setAuthorText(typed);
    search({ author: typed });
  });
  // Clearing empties every box too, not only the URL.
  const clearAll = () => {
    setTitleText('');
    setAuthorText('');
    clear();
  };

  const {
    data: fresh,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(CatalogPageQuery, { variables: catalogVariables(params) });
  // Keep the previous page on screen while the next one loads, instead of flashing skeletons.
  const data = fresh ?? previousData;
  const filterPanel = (
    <CatalogFilters genres={data?.genres ?? []} value={filters} onChange={update} onClear={clearAll} />
  );
  const books = data?.books;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1}>{t('page.title')}</Title>
        <Group gap="sm" wrap="wrap">
          <Button hiddenFrom="md" variant="default" leftSection={<IconAdjustments size={16} />} onClick={open}>
            {t('page.filters')}
          </Button>
          {/* The phone's own picker, and no dropdown to position as the page comes alive. */}
          <Input
            component="select"
            aria-label={t('page.sortBy')}
            value={ordering}
            onChange={(e) => update({ ordering: e.currentTarget.value as BookOrdering })}
            rightSection={<IconChevronDown size={14} />}
            rightSectionPointerEvents="none"
            pointer
            w={190}
          >
            {ORDERINGS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.key)}
              </option>
            ))}
          </Input>
          <ActionIcon.Group role="group" aria-label={t('page.view')}>
            {VIEWS.map((v) => (
              <ActionIcon
                key={v.value}
                size={36}
                variant={view === v.value ? 'filled' : 'default'}
                aria-pressed={view === v.value}
                aria-label={t(v.label)}
                onClick={() => setView(v.value)}
              >
                <v.icon size={16} />
              </ActionIcon>
            ))}
          </ActionIcon.Group>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="lg" spacing="sm">
        <Input
          aria-label={t('page.byTitle')}
          placeholder={t('page.byTitle')}
          leftSection={<IconSearch size={16} />}
          ref={titleField}
          value={titleText}
          onChange={(e) => {
            setTitleText(e.currentTarget.value);
            search({ title: e.currentTarget.value });
          }}
        />
        <Input
          aria-label={t('page.byAuthor')}
          placeholder={t('page.byAuthor')}
          leftSection={<IconSearch size={16} />}
          ref={authorField}
          value={authorText}
          onChange={(e) => {
            setAuthorText(e.currentTarget.value);
            search({ author: e.currentTarget.value });
          }}
        />
      </SimpleGrid>
      <Grid gap="xl">
        {sidebar && (
          <Grid.Col span={3} visibleFrom="md">
            <Box pos="sticky" top={80}>
              {filterPanel}
            </Box>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 9 }} ref={listTop.ref} style={listTop.style}>
          {error ? (
            <Alert color="red" title={t('page.failed')}>
              <Button size="xs" variant="light" onClick={() => void refetch()}>
                {t('page.tryAgain')}
              </Button>
            </Alert>
          ) : loading && !books ? (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} h={360} />
              ))}
            </SimpleGrid>
          ) : books && books.items.length === 0 ? (
            <Stack align="center" py={60}>
              <Text fz="lg" fw={600}>
                {t('page.empty')}
              </Text>
              <Button variant="default" onClick={clearAll}>
                {t('filters.clear')}
              </Button>
            </Stack>
          ) : books ? (
            <Stack gap="lg">
              <Text c="dimmed" size="sm">
                {t(books.totalCountIsLowerBound ? 'page.countAtLeast' : 'page.count', { count: books.totalCount })}
              </Text>
              {view === 'grid' ? (
                <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
                  {books.items.map((b, i) => (
                    <BookCard key={b.id} book={b} coverPriority={i < FIRST_ROW} />
                  ))}
                </SimpleGrid>
              ) : (
                <Stack gap="sm">
                  {books.items.map((b, i) => (
                    <BookRow key={b.id} book={b} coverPriority={i < FIRST_ROW} />
                  ))}
                </Stack>
              )}
              <Pager
                page={books.page}
                pageCount={books.pageCount}
                onPage={(p) => {
                  update({ page: p });
                  listTop.show();
                }}
              />
            </Stack>
          ) : null}
        </Grid.Col>
      </Grid>
      <WhenAlive>
        <Drawer opened={drawer} onClose={close} title={t('page.filters')} hiddenFrom="md" size="85%">
          {filterPanel}
        </Drawer>
      </WhenAlive>
    </Container>
  );
}
