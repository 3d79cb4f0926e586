/**
 * People search (SPEC §5, §8, §9): it asks the graph only once the text has 2 or more characters
 * and has rested for 300 ms; shorter text clears the results. 'Searching...' while asking,
 * 'No users found' when nobody matches. Results link to the member's profile.
 */
import { useQuery } from '@apollo/client/react';
import { Card, CloseButton, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import { MemberLine } from './MemberLine';

export const PEOPLE_SEARCH_MIN = 2;
export const PEOPLE_SEARCH_PAUSE_MS = 300;

const PeopleSearchQuery = graphql(`
  query PeopleSearch($query: String!) {
    searchUsers(query: $query) {
      id
      username
      firstName
      lastName
      isVerified
      profilePictureUrl
    }
  }
`);

export function PeopleSearch() {
  const { t } = useTranslation('social');
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), PEOPLE_SEARCH_PAUSE_MS);
  const typed = text.trim();
  const active = typed.length >= PEOPLE_SEARCH_MIN;
  const { data, loading, error } = useQuery(PeopleSearchQuery, {
    variables: { query: settled },
    skip: !active || settled.length < PEOPLE_SEARCH_MIN,
  });
  // From the first key press until the answer for the settled text arrives.
  const searching = active && (typed !== settled || loading);
  const results = active ? data?.searchUsers : undefined;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="people-search">
      <Title order={2} fz="lg" mb="sm" id="people-search">
        {t('search.title')}
      </Title>
      <TextInput
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={text ? <CloseButton aria-label={t('search.clear')} onClick={() => setText('')} /> : null}
        radius="xl"
      />
      {active && (
        <Stack gap="sm" mt="md" aria-live="polite">
          {searching ? (
            <Text size="sm" c="dimmed" ta="center">
              <Loader size={12} mr={8} />
              {t('search.searching')}
            </Text>
          ) : error ? (
            <Text size="sm" c="red.7" ta="center">
              {t('search.failed')}
            </Text>
          ) : results && results.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center">
              {t('search.none')}
            </Text>
          ) : (
            results?.map((u) => <MemberLine key={u.id} member={u} />)
          )}
        </Stack>
      )}
    </Card>
  );
}
