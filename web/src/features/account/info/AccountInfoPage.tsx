/** /account/profile (Account Info): the picture, and the profile fields other readers see. */
import '@mantine/core/styles/Divider.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AccountInfoQuery } from './AccountInfoPage.data';
import { AccountInfoForm } from './AccountInfoForm';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { ProfilePictureField } from './ProfilePictureField';
import { LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';

export function AccountInfoPage() {
  const { t } = useTranslation('account');
  const { data, error, refetch } = useQuery(AccountInfoQuery);
  const me = data?.me;
  return (
    <AccountScreen title={t('info.title')} description={t('info.description')}>
      {error && !me ? (
        <LoadFailed message={t('info.loadFailed')} onRetry={() => void refetch()} />
      ) : !me ? (
        <SectionSkeleton rows={2} height={180} />
      ) : (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" gap="md">
              <ProfilePictureField
                url={me.profilePictureUrl ?? null}
                initials={`${me.firstName[0] ?? ''}${me.lastName[0] ?? ''}`.toUpperCase()}
              />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed">
                  @{me.username} · {me.email}
                </Text>
                <Anchor component={Link} to={paths.profile(me.id)} size="sm">
                  {t('info.viewProfile')}
                </Anchor>
              </Stack>
            </Group>
            <Divider />
            <AccountInfoForm
              key={me.id}
              saved={{
                firstName: me.firstName,
                lastName: me.lastName,
                dateOfBirth: me.dateOfBirth ?? '',
                status: me.status,
                bio: me.bio,
                github: me.github,
                linkedin: me.linkedin,
                instagram: me.instagram,
              }}
            />
          </Stack>
        </Card>
      )}
    </AccountScreen>
  );
}
