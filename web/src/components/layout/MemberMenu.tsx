/**
 * The member's menu behind their avatar in the header: profile, account, orders, sign out. In the
 * members' tools chunk (MemberTools.tsx) with Mantine's Menu and its styles.
 */
import '@mantine/core/styles/Menu.css';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconLogout, IconSettings, IconShoppingBag, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { SessionUser } from '../../lib/session';
import { signOut } from '../../lib/signOut';
import { MemberAvatar, initials as initialsOf } from '../MemberAvatar';

export function MemberMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const initials = initialsOf(user.firstName, user.lastName);
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('member.menu', { initials })}>
          <MemberAvatar member={user} decorative radius="xl" color="pine" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName}
        </Menu.Label>
        <Menu.Item component={Link} to={paths.profile(user.id)} leftSection={<IconUser size={16} />}>
          {t('member.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.account} leftSection={<IconSettings size={16} />}>
          {t('member.account')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.accountSection('orders')} leftSection={<IconShoppingBag size={16} />}>
          {t('member.orders')}
        </Menu.Item>
        {user.staffRole && (
          <Menu.Item component={Link} to={paths.staff} leftSection={<IconBuildingStore size={16} />}>
            {t('member.backOffice')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('member.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
