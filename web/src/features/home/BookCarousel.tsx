/**
 * A titled carousel of books sized as SPEC §9 says: on phones (≤ 768 px) pages of 4 books (a 2 × 2
 * grid); wider, as many 240 px cards with 30 px gaps as the container holds (at least 1),
 * re-measured 250 ms after a resize settles. Previous/next buttons sit beside the title so they
 * never cover a cover; each card has 'Add to Cart', which goes on to /cart (SPEC §7).
 */
import '@mantine/carousel/styles.css';
import type { FragmentType } from '@apollo/client';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useDebouncedValue, useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_QUERY } from '../../lib/media';
import { AddToCartButton } from '../../components/AddToCartButton';
import { BookCard } from '../../components/BookCard';
import type { BookCard_BookFragment } from '../../gql/graphql';

const CARD_WIDTH = 240;
const GAP = 30;
const MOBILE_PAGE = 4;

type BookRef = { id: string; inCart: boolean; inStock: boolean } & FragmentType<BookCard_BookFragment>;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Whether the carousel can move back or on, kept in step with embla. */
function useScrollState(embla: EmblaCarouselType | null) {
  const [state, setState] = useState({ prev: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setState({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return state;
}

function Card({ book, coverHeight }: { book: BookRef; coverHeight?: number }) {
  return (
    <BookCard
      book={book}
      coverHeight={coverHeight}
      footer={<AddToCartButton bookId={book.id} inCart={book.inCart} inStock={book.inStock} />}
    />
  );
}

export function BookCarousel({
  title,
  label,
  books,
}: {
  title: ReactNode;
  /** The region's accessible name ('Featured books'). */
  label: string;
  /** Undefined while loading. */
  books: BookRef[] | undefined;
}) {
  const { t } = useTranslation('home');
  const name = label.toLowerCase();
  const mobile = useMediaQuery(MOBILE_QUERY, false);
  const { ref, width } = useElementSize();
  const [settledWidth] = useDebouncedValue(width, 250);
  const perPage = mobile ? MOBILE_PAGE : Math.max(1, Math.floor((settledWidth || 1100) / (CARD_WIDTH + GAP)));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const scroll = useScrollState(embla);

  return (
    <Box component="section" aria-label={label} ref={ref}>
      <Group justify="space-between" align="flex-end" wrap="nowrap" mb="md" gap="sm">
        {title}
        {books && books.length > 0 && (
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('carousel.previous', { name })}
              disabled={!scroll.prev}
              onClick={() => embla?.scrollPrev()}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('carousel.next', { name })}
              disabled={!scroll.next}
              onClick={() => embla?.scrollNext()}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {!books ? (
        <SimpleGrid cols={mobile ? 2 : perPage} spacing={mobile ? 'sm' : GAP}>
          {Array.from({ length: perPage }, (_, i) => (
            <Skeleton key={i} h={mobile ? 330 : 450} radius="md" />
          ))}
        </SimpleGrid>
      ) : books.length === 0 ? (
        <Text c="dimmed">{t('carousel.empty')}</Text>
      ) : mobile ? (
        <Carousel
          key="mobile"
          aria-label={t('carousel.region', { name: label })}
          withControls={false}
          withIndicators
          slideGap="md"
          emblaOptions={{ align: 'start' }}
          getEmblaApi={setEmbla}
          styles={{
            indicators: { bottom: -28 },
            indicator: { background: 'var(--mantine-color-pine-8)', width: 18, height: 5 },
          }}
          pb={36}
        >
          {chunks(books, MOBILE_PAGE).map((page, i) => (
            <Carousel.Slide key={i}>
              <SimpleGrid cols={2} spacing="sm">
                {page.map((b) => (
                  <Card key={b.id} book={b} coverHeight={180} />
                ))}
              </SimpleGrid>
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : (
        <Carousel
          key={`wide-${perPage}`}
          aria-label={t('carousel.region', { name: label })}
          withControls={false}
          slideSize={`${100 / perPage}%`}
          slideGap={GAP}
          emblaOptions={{ align: 'start', slidesToScroll: perPage }}
          getEmblaApi={setEmbla}
        >
          {books.map((b) => (
            <Carousel.Slide key={b.id}>
              <Card book={b} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Box>
  );
}
