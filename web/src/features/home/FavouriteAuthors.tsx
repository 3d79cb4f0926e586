/**
 * Favourite authors on /home: the member's own, from their shelves, favourites and ratings; for a
 * member with none yet, the store's best-selling authors under 'Popular authors' with a note that
 * says it is a sample (never passed off as theirs). Each links to the author's page.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Avatar, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { FavouriteAuthors_AuthorFragment } from '../../gql/graphql';

export const FavouriteAuthors_author = graphql(`
  fragment FavouriteAuthors_author on Author {
    id
    name
    coverImage
  }
`);

const SHOWN = 8;

type AuthorRef = { id: string } & FragmentType<FavouriteAuthors_AuthorFragment>;

function AuthorTile({ author: ref }: { author: AuthorRef }) {
  const { data: author, complete } = useFragment({ fragment: FavouriteAuthors_author, from: ref });
  if (!complete) return null;
  const initials = author.name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <UnstyledButton component={Link} to={paths.author(author.id)} ta="center" p={4}>
      <Stack align="center" gap={6}>
        <Avatar src={author.coverImage} size={64} radius="xl" alt="" color="pine">
          {initials}
        </Avatar>
        <Text size="sm" fw={600} lineClamp={2} lh={1.3}>
          {author.name}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** `authors`: most engaged first (undefined while loading); `sample`: the store's, not the member's. */
export function FavouriteAuthors({ authors, sample }: { authors: AuthorRef[] | undefined; sample: boolean }) {
  const { t } = useTranslation('home');
  const shown = authors?.slice(0, SHOWN);
  const title = sample ? t('authors.sample') : t('authors.title');
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Stack gap={4}>
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {sample && (
          <Text c="dimmed" size="sm">
            {t('authors.sampleNote')}
          </Text>
        )}
      </Stack>
      {shown && shown.length === 0 ? (
        <Text c="dimmed">{t('authors.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 4, md: 8 }} spacing={{ base: 'xs', sm: 'md' }}>
          {shown
            ? shown.map((a) => <AuthorTile key={a.id} author={a} />)
            : Array.from({ length: SHOWN }, (_, i) => <Skeleton key={i} h={110} radius="md" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
