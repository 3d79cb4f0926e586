/**
 * /account/settings/account: the sign-in details (email and username are fixed), the favourite
 * genres that shape friend suggestions, the language Pustak speaks, and signing out of every device
 * (the menu's own sign-out ends this device's session only).
 */
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Card, Flex, Group, MultiSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AccountSettingsQuery } from './AccountSettingsPage.data';
import { graphql } from '../../../gql';
import { useFormat } from '../../../i18n/format';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../i18n/languages';
import { useLanguage } from '../../../i18n/useLanguage';
import { errorMessage, toast } from '../../../lib/notify';
import { signOut } from '../../../lib/signOut';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useCatalogTerms } from '../../../i18n/terms';

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
  const { t } = useTranslation('account');
  const terms = useCatalogTerms();
  const [save, { loading }] = useMutation(SaveFavoriteGenres);
  const [chosen, setChosen] = useState(saved);
  const changed = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  const submit = async () => {
    try {
      await save({ variables: { ids: chosen } });
      toast.account(t('settings.genresUpdated'));
    } catch (error) {
      toast.account(errorMessage(error, t('settings.genresFailed')), 'error');
    }
  };
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('settings.genres')}
        description={t('settings.genresDescription')}
        placeholder={chosen.length ? undefined : t('settings.genresPlaceholder')}
        data={genres.map((g) => ({ value: g.id, label: terms.genre(g.name) }))}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('settings.noGenre')}
      />
      <Button onClick={submit} disabled={!changed || loading} style={{ alignSelf: 'flex-start' }}>
        {loading ? t('settings.saving') : t('settings.saveGenres')}
      </Button>
    </Stack>
  );
}

/**
 * The app's language, each named in itself. It switches at once, this browser remembers it and a
 * member's settings keep it (useLanguage); the toast confirms in the language just chosen.
 */
function LanguageForm() {
  const { t } = useTranslation('account');
  const { language, setLanguage } = useLanguage();
  const labelId = useId();
  const choose = async (value: string) => {
    if (!isLanguage(value) || value === language) return;
    await setLanguage(value);
    toast.account(t('settings.languageChanged', { lng: value }));
  };
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} fz="md" id={labelId}>
          {t('settings.language')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.languageDescription')}
        </Text>
      </div>
      <SegmentedControl
        aria-labelledby={labelId}
        value={language}
        onChange={(value) => void choose(value)}
        data={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> }))}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}

export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const { data, error, refetch } = useQuery(AccountSettingsQuery);
  const me = data?.me;
  return (
    <AccountScreen title={t('settings.title')} description={t('settings.description')}>
      {error && !me ? (
        <LoadFailed message={t('settings.loadFailed')} onRetry={() => void refetch()} />
      ) : !me || !data ? (
        <SectionSkeleton rows={2} height={140} />
      ) : (
        <>
          <Card withBorder radius="lg" padding="lg">
            <Title order={3} fz="md" mb="sm">
              {t('settings.signIn')}
            </Title>
            <Flex wrap="wrap" columnGap="xl" rowGap="sm" align="flex-start">
              <Detail label={t('settings.email')} value={me.email ?? ''} />
              <Detail label={t('settings.username')} value={`@${me.username}`} />
              <Detail label={t('settings.memberSince')} value={date(me.createdAt, 'long')} />
            </Flex>
            <Text size="sm" c="dimmed" mt="md">
              {t('settings.fixed')}{' '}
              <Anchor component={Link} to={paths.accountSection('settings/password')} size="sm">
                {t('settings.changePassword')}
              </Anchor>
            </Text>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <GenresForm saved={me.favoriteGenres.map((g) => g.id)} genres={data.genres} />
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <LanguageForm />
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" gap="sm">
              <div>
                <Title order={3} fz="md">
                  {t('settings.signOut')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('settings.signOutText')}
                </Text>
              </div>
              <Button
                variant="light"
                color="red"
                leftSection={<IconLogout size={16} />}
                onClick={() => void signOut({ everywhere: true })}
              >
                {t('settings.signOut')}
              </Button>
            </Group>
          </Card>
        </>
      )}
    </AccountScreen>
  );
}
