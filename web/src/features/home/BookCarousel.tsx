/**
 * A carousel of books sized as SPEC §9 says: on phones (≤ 768 px) pages of 4 books (a 2 × 2 grid);
 * wider, as many 240 px cards with 30 px gaps as the container holds (at least 1), re-measured
 * 250 ms after a resize settles.
 */
import type { FragmentType } from '@apollo/client';
import { Carousel } from '@mantine/carousel';
import { Box, SimpleGrid } from '@mantine/core';
import { useDebouncedValue, useElementSize, useMediaQuery } from '@mantine/hooks';
import { BookCard } from '../../components/BookCard';
import type { BookCard_BookFragment } from '../../gql/graphql';
import { MOBILE_QUERY } from '../../app/theme';

const CARD_WIDTH = 240;
const GAP = 30;

type BookRef = { id: string } & FragmentType<BookCard_BookFragment>;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function BookCarousel({ books, label }: { books: BookRef[]; label: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY, false);
  const { ref, width } = useElementSize();
  const [settledWidth] = useDebouncedValue(width, 250);
  const perPage = Math.max(1, Math.floor((settledWidth || 1100) / (CARD_WIDTH + GAP)));

  return (
    <Box ref={ref} aria-label={label} role="region">
      {mobile ? (
        <Carousel
          withIndicators
          slideGap="md"
          emblaOptions={{ align: 'start' }}
          controlSize={32}
          styles={{ indicators: { bottom: -24 } }}
          pb={32}
        >
          {chunks(books, 4).map((page, i) => (
            <Carousel.Slide key={i}>
              <SimpleGrid cols={2} spacing="sm">
                {page.map((b) => (
                  <BookCard key={b.id} book={b} coverHeight={200} />
                ))}
              </SimpleGrid>
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : (
        <Carousel
          slideSize={`${100 / perPage}%`}
          slideGap={GAP}
          emblaOptions={{ align: 'start', slidesToScroll: perPage }}
          controlSize={36}
        >
          {books.map((b) => (
            <Carousel.Slide key={b.id}>
              <BookCard book={b} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Box>
  );
}
