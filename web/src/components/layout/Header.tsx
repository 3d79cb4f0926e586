/**
 * The header: logo, navigation, a quick book search, the cart with its count and the member menu.
 * Below 768 px the navigation moves into a drawer behind the burger.
 */
import {
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconSearch, IconSettings, IconShoppingBag, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../lib/returnTo';
import { session, useSession } from '../../lib/session';
import { SuggestingSearchInput } from '../SuggestingSearchInput';
import { CartButton } from './CartButton';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

function useLinks(signedIn: boolean) {
  const { t } = useTranslation();
  return [
    { to: signedIn ? '/home' : '/', label: t('nav.home') },
    { to: '/books', label: t('nav.books') },
    ...(signedIn ? [{ to: '/social', label: t('nav.social') }] : []),
    { to: '/about', label: t('nav.about') },
    { to: '/contact', label: t('nav.contact') },
  ];
}

function QuickSearch({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate(`/search?q=${encodeURIComponent(text.trim())}`);
    setText('');
    onDone?.();
  };
  return (
    <form onSubmit={submit} role="search">
      <SuggestingSearchInput
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={setText}
        onChosen={onDone}
        leftSection={<IconSearch size={16} />}
        radius="xl"
        w={{ base: '100%', md: 240 }}
      />
    </form>
  );
}

function MemberMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('member.menu', { initials })}>
          <Avatar src={user.profilePictureUrl} radius="xl" color="pine" size={36}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName}
        </Menu.Label>
        <Menu.Item component={Link} to={`/profile/${user.id}`} leftSection={<IconUser size={16} />}>
          {t('member.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} />}>
          {t('member.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/orders" leftSection={<IconShoppingBag size={16} />}>
          {t('member.orders')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => session.signOut()}>
          {t('member.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { token } = useSession();
  const signedIn = token !== null;
  const links = useLinks(signedIn);
  const [opened, { toggle, close }] = useDisclosure(false);
  // Signing in from the header brings a guest back to the page they were on.
  const location = useLocation();

  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', position: 'sticky', top: 0, zIndex: 100 }}
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Link to={signedIn ? '/home' : '/'} aria-label={t('nav.logo')} style={{ textDecoration: 'none' }}>
              <Logo />
            </Link>
            <Group gap={4} visibleFrom="md" component="nav" aria-label={t('nav.main')}>
              {links.map((link) => (
                <Button key={link.to} component={RouterNavLink} to={link.to} variant="subtle" color="dark" size="sm">
                  {link.label}
                </Button>
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="md">
              <QuickSearch />
            </Box>
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            {signedIn ? (
              <>
                <CartButton />
                <Box visibleFrom="sm">
                  <MemberMenu />
                </Box>
              </>
            ) : (
              <Group gap="xs" visibleFrom="sm">
                <Button component={Link} to={loginPath(location)} variant="default">
                  {t('member.signIn')}
                </Button>
                <Button component={Link} to={loginPath(location, '/signup')}>
                  {t('member.signUp')}
                </Button>
              </Group>
            )}
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.open')} size="sm" />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={<Logo />} size="80%" hiddenFrom="md" position="right">
        <Stack gap="md">
          <QuickSearch onDone={close} />
          <Stack gap={2} component="nav" aria-label={t('nav.main')}>
            {links.map((link) => (
              <NavLink key={link.to} component={RouterNavLink} to={link.to} label={link.label} onClick={close} />
            ))}
            {signedIn ? (
              <>
                <NavLink component={RouterNavLink} to="/account" label={t('member.account')} onClick={close} />
                <NavLink component={RouterNavLink} to="/cart" label={t('member.cart')} onClick={close} />
                <NavLink label={t('member.signOut')} c="red" onClick={() => (close(), session.signOut())} />
              </>
            ) : (
              <>
                <NavLink
                  component={RouterNavLink}
                  to={loginPath(location)}
                  label={t('member.signIn')}
                  onClick={close}
                />
                <NavLink
                  component={RouterNavLink}
                  to={loginPath(location, '/signup')}
                  label={t('member.signUp')}
                  onClick={close}
                />
              </>
            )}
          </Stack>
          <LanguageSwitch fullWidth />
        </Stack>
      </Drawer>
    </Box>
  );
}
