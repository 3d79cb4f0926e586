/**
 * The profile header (SPEC §2): picture or initials, name, username, verified badge, social
 * links, status and bio (editable on the own profile), counts of favourite books and genres
 * ('This profile is private' in place of the books when their privacy hides them), the
 * currently-reading book, and on another member's profile the friend buttons.
 */
import '@mantine/core/styles/Tooltip.css';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ActionIcon, Anchor, Box, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconLock,
  IconRosetteDiscountCheckFilled,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MOBILE_QUERY, useScreenQuery } from '../../lib/media';
import { BookCover } from '../../components/BookCover';
import { graphql } from '../../gql';
import type { ProfileHeader_UserFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { FriendButtons } from './FriendButtons';
import { ProfileTextEditor } from './ProfileTextEditor';
import { BIO_MAX, STATUS_MAX, useProfileEdits } from './useProfileEdits';
import { MemberAvatar } from '../../components/MemberAvatar';

export const ProfileHeader_user = graphql(`
  fragment ProfileHeader_user on UserProfile {
    id
    username
    firstName
    lastName
    isVerified
    profilePictureUrl
    github
    linkedin
    instagram
    bio
    status
    statusUpdatedAt
    isPrivate
    favoriteBooks {
      id
    }
    favoriteGenres {
      id
    }
    currentlyReading {
      id
      title
      coverImage
      author {
        id
        name
      }
    }
    ...FriendButtons_user
  }
`);

const SOCIAL = [
  { key: 'github', label: 'GitHub', Icon: IconBrandGithub },
  { key: 'linkedin', label: 'LinkedIn', Icon: IconBrandLinkedin },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
] as const;

function Count({ value, label }: { value: number; label: string }) {
  const { number } = useFormat();
  return (
    <Stack gap={0} align="center" miw={96}>
      <Text fz={24} fw={800} c="pine.8" lh={1.1}>
        {number(value)}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} ta="center">
        {label}
      </Text>
    </Stack>
  );
}

/** Said where a private profile's hidden parts would be, so they do not read as none. */
export function PrivateNote() {
  const { t } = useTranslation('profile');
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconLock size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {t('header.private')}
      </Text>
    </Group>
  );
}

export function ProfileHeader(props: { user: FragmentType<ProfileHeader_UserFragment>; own: boolean }) {
  const { data: user, complete } = useFragment({
    fragment: ProfileHeader_user,
    fragmentName: 'ProfileHeader_user',
    from: props.user,
  });
  const { t } = useTranslation('profile');
  const { date } = useFormat();
  const mobile = useScreenQuery(MOBILE_QUERY);
  const edits = useProfileEdits(
    complete ? user : { id: '', username: '', firstName: '', lastName: '', bio: '', status: '' },
  );
  if (!complete) return null;
  const { own } = props;
  const links = SOCIAL.filter((s) => user[s.key]);
  const reading = user.currentlyReading;

  const status = user.status ? (
    <Text fs="italic" c="gray.8">
      “{user.status}”
      {user.statusUpdatedAt && (
        <Text span size="xs" c="dimmed" fs="normal" ml={6}>
          {date(user.statusUpdatedAt, 'day')}
        </Text>
      )}
    </Text>
  ) : (
    <Text c="dimmed" size="sm">
      {own ? t('header.noStatusOwn') : t('header.noStatus')}
    </Text>
  );
  const bio = user.bio ? (
    <Text style={{ whiteSpace: 'pre-wrap' }}>{user.bio}</Text>
  ) : (
    <Text c="dimmed" size="sm">
      {own ? t('header.noBioOwn') : t('header.noBio')}
    </Text>
  );

  return (
    <Card withBorder radius="lg" padding={0}>
      <Box
        h={mobile ? 88 : 136}
        style={{
          background:
            'linear-gradient(120deg, var(--mantine-color-pine-9), var(--mantine-color-pine-6) 55%, var(--mantine-color-clay-4))',
        }}
      />
      <Stack px={{ base: 'md', sm: 'xl' }} pb="xl" gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" mt={mobile ? -48 : -64}>
          <MemberAvatar
            member={user}
            size={mobile ? 96 : 128}
            radius={999}
            color="pine"
            variant="filled"
            fz={mobile ? 32 : 42}
            style={{ border: '4px solid white', boxShadow: 'var(--mantine-shadow-sm)' }}
          />
          {!own && !mobile && <FriendButtons user={user} name={`${user.firstName} ${user.lastName}`} />}
        </Group>
        <Stack gap={4}>
          <Group gap={8} wrap="nowrap" align="center">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {user.firstName} {user.lastName}
            </Title>
            {user.isVerified && (
              <Tooltip label={t('header.verifiedMember')}>
                <IconRosetteDiscountCheckFilled
                  size={26}
                  color="var(--mantine-color-blue-6)"
                  aria-label={t('header.verified')}
                  role="img"
                  style={{ flexShrink: 0 }}
                />
              </Tooltip>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text c="dimmed">@{user.username}</Text>
            {links.map(({ key, label, Icon }) => (
              <Tooltip key={key} label={label}>
                <ActionIcon
                  component="a"
                  href={user[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="gray"
                  radius="xl"
                  aria-label={label}
                >
                  <Icon size={16} />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Stack>
        {!own && mobile && <FriendButtons user={user} name={`${user.firstName} ${user.lastName}`} />}
        <Stack gap="sm" maw={720}>
          {own ? (
            <ProfileTextEditor
              field="status"
              value={user.status}
              max={STATUS_MAX}
              display={status}
              minRows={1}
              onSave={edits.saveStatus}
            />
          ) : (
            status
          )}
          {own ? (
            <ProfileTextEditor
              field="bio"
              value={user.bio}
              max={BIO_MAX}
              display={bio}
              minRows={3}
              onSave={edits.saveBio}
            />
          ) : (
            bio
          )}
        </Stack>
        <Group justify="space-between" align="center" wrap="wrap" gap="lg">
          <Group gap="lg" wrap="nowrap">
            {user.isPrivate ? (
              <PrivateNote />
            ) : (
              <Count value={user.favoriteBooks.length} label={t('header.favouriteBooks')} />
            )}
            <Count value={user.favoriteGenres.length} label={t('header.favouriteGenres')} />
          </Group>
          {reading && (
            <Card withBorder padding="xs" radius="md" bg="gray.0" maw={360} w={{ base: '100%', xs: 'auto' }}>
              <Group gap="sm" wrap="nowrap">
                <Box w={44} style={{ flexShrink: 0 }}>
                  <BookCover src={reading.coverImage} title={reading.title} height={64} />
                </Box>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {t('header.currentlyReading')}
                  </Text>
                  <Anchor component={Link} to={paths.book(reading.id)} fw={700} lineClamp={1}>
                    {reading.title}
                  </Anchor>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {t('header.byAuthor', { author: reading.author.name })}
                  </Text>
                </Stack>
              </Group>
            </Card>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
