/** The wide-screen sidebar (SPEC §2): who is signed in, then the sections, Settings with its own. */
import '@mantine/core/styles/NavLink.css';
import { Card, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { ACCOUNT_SECTIONS, SETTINGS_SECTIONS, useSectionText } from './accountSections';
import { MemberAvatar } from '../../../components/MemberAvatar';

export function AccountSidebar({ section }: { section: string }) {
  const { t } = useTranslation('account');
  const text = useSectionText();
  const { user } = useSession();
  const inSettings = section.startsWith('settings');
  return (
    <Card withBorder radius="lg" padding="md">
      <Group gap="sm" wrap="nowrap" mb="md">
        <MemberAvatar member={user} decorative color="pine" radius="xl" size={44} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg">
            {t('layout.myAccount')}
          </Title>
          <Text size="sm" c="dimmed" truncate>
            {user ? `${user.firstName} ${user.lastName}` : ''}
          </Text>
        </Stack>
      </Group>
      <Stack gap={2} component="nav" aria-label={t('layout.sections')}>
        {ACCOUNT_SECTIONS.map((s) =>
          s.path === 'settings' ? (
            <NavLink
              key={s.path}
              component={Link}
              to={paths.accountSection('settings')}
              label={text.label(s)}
              leftSection={<s.icon size={18} stroke={1.6} />}
              active={section === 'settings'}
              opened={inSettings}
              childrenOffset={26}
              aria-current={section === 'settings' ? 'page' : undefined}
            >
              {SETTINGS_SECTIONS.map((c) => (
                <NavLink
                  key={c.path}
                  component={Link}
                  to={paths.accountSection(c.path)}
                  label={text.label(c)}
                  active={section === c.path}
                  aria-current={section === c.path ? 'page' : undefined}
                />
              ))}
            </NavLink>
          ) : (
            <NavLink
              key={s.path}
              component={Link}
              to={paths.accountSection(s.path)}
              label={text.navLabel(s)}
              leftSection={<s.icon size={18} stroke={1.6} />}
              active={section === s.path}
              aria-current={section === s.path ? 'page' : undefined}
            />
          ),
        )}
      </Stack>
    </Card>
  );
}
