/**
 * A titled carousel of books sized as SPEC §9 says: on phones (≤ 768 px) pages of 4 books (a 2 × 2
 * grid); wider, as many 240 px cards with 30 px gaps as the container holds (at least 1). CSS lays it
 * out (BookCarousel.css, container queries), not the width read in script: the server draws the one
 * markup for every screen and hydration draws it again unchanged. Embla pages by what fits in view and
 * measures its pages again 250 ms after a resize settles. Previous/next buttons sit beside the title so
 * they never cover a cover; each card has 'Add to Cart', which goes on to /cart (SPEC §7).
 */
import '@mantine/carousel/styles.css';
import './BookCarousel.css';
import type { FragmentType } from '@apollo/client';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Group, Skeleton, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { AddToCartButton } from '../../components/AddToCartButton';
import { BookCard, FIRST_ROW } from '../../components/BookCard';
import type { BookCard_BookFragment } from '../../gql/graphql';

const GAP = 30;
/** One more 240 px card (and its 30 px gap) fits at each 270 px of the carousel's width. */
const SLIDE_SIZES = { base: '100%', '540px': '50%', '810px': '33.3333%', '1080px': '25%', '1350px': '20%' };
const RESIZE_SETTLES_MS = 250;

type BookRef = { id: string; inCart: boolean; inStock: boolean } & FragmentType<BookCard_BookFragment>;

/**
 * Where a book goes on a phone, whose slides fill two rows column by column: a page's four books
 * then read across, then down (1 2 / 3 4), as they come in the list (and as Tab reaches them).
 */
const phoneOrder = (i: number) => i - (i % 4) + [0, 2, 1, 3][i % 4]!;

/**
 * Embla's options: pages of what fits in view, measured again once a resize has settled (Embla
 * would at every step of it). Its observer also reports when it starts watching: only a new width
 * counts. `stop` forgets a pending measure (the carousel is gone).
 */
function carouselOptions(): { options: EmblaOptionsType; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let measuredWidth: number | undefined;
  const options: EmblaOptionsType = {
    align: 'start',
    slidesToScroll: 'auto',
    watchResize: (embla) => {
      measuredWidth ??= embla.rootNode().offsetWidth;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const width = embla.rootNode().offsetWidth;
        if (width === measuredWidth) return;
        measuredWidth = width;
        embla.reInit();
      }, RESIZE_SETTLES_MS);
      return false;
    },
  };
  return { options, stop: () => clearTimeout(timer) };
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

function Card({ book, coverPriority }: { book: BookRef; coverPriority: boolean }) {
  return (
    <BookCard
      book={book}
      coverPriority={coverPriority}
      coverHeight={280}
      phoneCoverHeight={180}
      footer={<AddToCartButton bookId={book.id} inCart={book.inCart} inStock={book.inStock} />}
    />
  );
}

export function BookCarousel({
  title,
  label,
  books,
  priority = false,
}: {
  title: ReactNode;
  /** The region's accessible name ('Featured books'). */
  label: string;
  /** Undefined while loading. */
  books: BookRef[] | undefined;
  /** The carousel is in view at the first paint: its first page's covers are fetched at once, first. */
  priority?: boolean;
}) {
  const { t } = useTranslation('home');
  const name = label.toLowerCase();
  const [{ options, stop }] = useState(carouselOptions);
  useEffect(() => stop, [stop]);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const scroll = useScrollState(embla);
  // Made once per list: the carousel draws again as embla starts and moves (its controls' state), and
  // its books' cards need not (two whole redraws of every card at start, on a phone's main thread).
  const slides = useMemo(
    () =>
      books?.map((b, i) => (
        <Carousel.Slide key={b.id} style={{ '--phone-order': phoneOrder(i) } as CSSProperties}>
          <Card book={b} coverPriority={priority && i < FIRST_ROW} />
        </Carousel.Slide>
      )),
    [books, priority],
  );

  return (
    <Box component="section" aria-label={label}>
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
        <div className="home-carousel-skeletons">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} radius="md" />
          ))}
        </div>
      ) : books.length === 0 ? (
        <Text c="dimmed">{t('carousel.empty')}</Text>
      ) : (
        <Carousel
          aria-label={t('carousel.region', { name: label })}
          type="container"
          withControls={false}
          withIndicators
          slideSize={SLIDE_SIZES}
          slideGap={GAP}
          emblaOptions={options}
          getEmblaApi={setEmbla}
          classNames={{
            root: 'home-carousel',
            container: 'home-carousel-track',
            slide: 'home-carousel-slide',
            indicators: 'home-carousel-indicators',
          }}
          styles={{ indicator: { background: 'var(--mantine-color-pine-8)', width: 18, height: 5 } }}
        >
          {slides}
        </Carousel>
      )}
    </Box>
  );
}
