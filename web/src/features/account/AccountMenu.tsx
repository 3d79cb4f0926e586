/**
 * /account itself. At 768 px or less it is the menu list; on wide screens the sidebar is the
 * menu, so it opens the section last visited this session, or the first one.
 */
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';
import { ACCOUNT_SECTIONS } from './accountSections';
import { SectionList } from './SectionList';
import { sectionMemory } from './sectionMemory';
import { useNarrow } from '../../lib/useNarrow';

export function AccountMenu() {
  const { t } = useTranslation('account');
  const narrow = useNarrow();
  const { user } = useSession();
  const last = sectionMemory.recall();
  if (!narrow) return <Navigate to={`/account/${last ?? ACCOUNT_SECTIONS[0]!.path}`} replace />;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar src={user?.profilePictureUrl} color="pine" radius="xl" size={56}>
          {`${user?.firstName[0] ?? ''}${user?.lastName[0] ?? ''}`.toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} fz={26}>
            {t('layout.myAccount')}
          </Title>
          <Text c="dimmed" size="sm" truncate>
            {user ? `${user.firstName} ${user.lastName} · @${user.username}` : ''}
          </Text>
        </Stack>
      </Group>
      <SectionList sections={ACCOUNT_SECTIONS} label={t('layout.sections')} current={last?.split('/')[0]} />
    </Stack>
  );
}
