/**
 * /home (SPEC §2): hero search, welcome, featured and newest carousels, how it works, favourite
 * authors, FAQ, quote of the day and the newsletter, read with ONE query.
 */
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Avatar,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { BookCarousel } from './BookCarousel';
import { HeroSearch } from './HeroSearch';
import { HomeFaq, HowItWorks } from './HomeSections';
import { Newsletter, QuoteCard } from './QuoteAndNewsletter';

const HomePageQuery = graphql(`
  query HomePage {
    featuredBooks {
      id
      author {
        id
      }
      ...BookCard_book
    }
    newBooks {
      id
      ...BookCard_book
    }
    authors {
      id
      name
      coverImage
    }
    quoteOfTheDay {
      text
      author
    }
  }
`);

const FAVOURITE_AUTHORS = 8;

function SectionTitle({ kicker }: { kicker: string }) {
  return (
    <Title order={2}>
      <Text span inherit c="pine.8">
        Pustak
      </Text>{' '}
      {kicker}
    </Title>
  );
}

export function HomePage() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(HomePageQuery);
  const featuredAuthorIds = new Set(data?.featuredBooks.map((b) => b.author.id));
  const favouriteAuthors = (data?.authors ?? []).filter((a) => featuredAuthorIds.has(a.id)).slice(0, FAVOURITE_AUTHORS);

  return (
    <>
      <HeroSearch firstName={user?.firstName} />
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Stack gap={56}>
          {error && (
            <Alert color="red" title="Failed to load books">
              <Button size="xs" variant="light" onClick={() => void refetch()}>
                Try Again
              </Button>
            </Alert>
          )}
          <Stack gap="md">
            <SectionTitle kicker="FEATURED BOOKS" />
            {loading ? (
              <Skeleton h={380} />
            ) : (
              data && <BookCarousel books={data.featuredBooks} label="Featured books" />
            )}
          </Stack>
          <Stack gap="md">
            <SectionTitle kicker="NEWEST BOOK" />
            {loading ? <Skeleton h={380} /> : data && <BookCarousel books={data.newBooks} label="Newest books" />}
          </Stack>
          <HowItWorks />
          <Stack gap="md">
            <Title order={2}>Favourite authors</Title>
            <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="md">
              {loading
                ? Array.from({ length: FAVOURITE_AUTHORS }, (_, i) => <Skeleton key={i} h={120} />)
                : favouriteAuthors.map((a) => (
                    <UnstyledButton key={a.id} component={Link} to={`/authors/${a.id}`} ta="center">
                      <Stack align="center" gap={6}>
                        <Avatar src={a.coverImage} size={80} radius="xl" alt={a.name} />
                        <Text size="sm" fw={600} lineClamp={2}>
                          {a.name}
                        </Text>
                      </Stack>
                    </UnstyledButton>
                  ))}
            </SimpleGrid>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <HomeFaq />
            <Stack gap="lg">
              {data ? <QuoteCard quote={data.quoteOfTheDay} /> : <Skeleton h={160} />}
              <Group />
            </Stack>
          </SimpleGrid>
          <Newsletter />
        </Stack>
      </Container>
    </>
  );
}
