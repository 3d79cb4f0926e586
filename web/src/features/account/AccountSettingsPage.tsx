/**
 * /account/settings/account: the sign-in details (email and username are fixed), the favourite
 * genres that shape friend suggestions, and signing out of this device.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Card, Flex, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { errorMessage, toast } from '../../lib/notify';
import { session } from '../../lib/session';
import { AccountScreen } from '../../components/account/AccountScreen';
import { LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';

const AccountSettingsQuery = graphql(`
  query AccountSettingsScreen {
    me {
      id
      username
      email
      createdAt
      favoriteGenres {
        id
        name
      }
    }
    genres {
      id
      name
    }
  }
`);

const SaveFavoriteGenres = graphql(`
  mutation SaveFavoriteGenres($ids: [ID!]!) {
    updateProfile(input: { favoriteGenreIds: $ids }) {
      id
      favoriteGenres {
        id
        name
      }
    }
  }
`);

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function GenresForm({ saved, genres }: { saved: string[]; genres: { id: string; name: string }[] }) {
  const [save, { loading }] = useMutation(SaveFavoriteGenres);
  const [chosen, setChosen] = useState(saved);
  const changed = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  const submit = async () => {
    try {
      await save({ variables: { ids: chosen } });
      toast.account('Favourite genres updated');
    } catch (error) {
      toast.account(errorMessage(error, 'Failed to update favourite genres'), 'error');
    }
  };
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Favourite genres"
        description="Readers who share them are suggested to you on Book Social."
        placeholder={chosen.length ? undefined : 'Choose genres'}
        data={genres.map((g) => ({ value: g.id, label: g.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No such genre"
      />
      <Button onClick={submit} disabled={!changed || loading} style={{ alignSelf: 'flex-start' }}>
        {loading ? 'Saving...' : 'Save Genres'}
      </Button>
    </Stack>
  );
}

export function AccountSettingsPage() {
  const { data, error, refetch } = useQuery(AccountSettingsQuery);
  const me = data?.me;
  return (
    <AccountScreen title="Account Settings" description="How you sign in, and what you like to read.">
      {error && !me ? (
        <LoadFailed message="Failed to load your account" onRetry={() => void refetch()} />
      ) : !me || !data ? (
        <SectionSkeleton rows={2} height={140} />
      ) : (
        <>
          <Card withBorder radius="lg" padding="lg">
            <Title order={3} fz="md" mb="sm">
              Sign-in details
            </Title>
            <Flex wrap="wrap" columnGap="xl" rowGap="sm" align="flex-start">
              <Detail label="Email" value={me.email ?? ''} />
              <Detail label="Username" value={`@${me.username}`} />
              <Detail label="Member since" value={dayjs(me.createdAt).format('D MMMM YYYY')} />
            </Flex>
            <Text size="sm" c="dimmed" mt="md">
              Your email and username cannot be changed.{' '}
              <Anchor component={Link} to="/account/settings/password" size="sm">
                Change your password
              </Anchor>
            </Text>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <GenresForm saved={me.favoriteGenres.map((g) => g.id)} genres={data.genres} />
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" gap="sm">
              <div>
                <Title order={3} fz="md">
                  Sign out
                </Title>
                <Text size="sm" c="dimmed">
                  Sign out of Pustak on this device.
                </Text>
              </div>
              <Button
                variant="light"
                color="red"
                leftSection={<IconLogout size={16} />}
                onClick={() => session.signOut()}
              >
                Sign out
              </Button>
            </Group>
          </Card>
        </>
      )}
    </AccountScreen>
  );
}
