/**
 * The phones' navigation drawer behind the header's burger: search, the links, the member's or the
 * guest's entries and the language switch. Its own chunk with Mantine's Drawer and NavLink and their
 * styles: the header mounts it (closed) once the page is alive, so the first download carries none of it.
 */
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loginPath } from '../../lib/returnTo';
import { signOut } from '../../lib/signOut';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { QuickSearch } from './QuickSearch';

export function NavDrawer({
  opened,
  onClose,
  links,
  signedIn,
}: {
  opened: boolean;
  onClose: () => void;
  links: { to: string; label: string }[];
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  // Signing in from the drawer brings a guest back to the page they were on.
  const location = useLocation();
  const close = onClose;
  return (
    <Drawer opened={opened} onClose={close} title={<Logo />} size="80%" hiddenFrom="md" position="right">
      <Stack gap="md">
        <QuickSearch onDone={close} />
        <Stack gap={2} component="nav" aria-label={t('nav.main')}>
          {links.map((link) => (
            <NavLink key={link.to} component={RouterNavLink} to={link.to} label={link.label} onClick={close} />
          ))}
          {signedIn ? (
            <>
              <NavLink component={RouterNavLink} to={paths.account} label={t('member.account')} onClick={close} />
              <NavLink component={RouterNavLink} to={paths.cart} label={t('member.cart')} onClick={close} />
              <NavLink label={t('member.signOut')} c="red" onClick={() => (close(), void signOut())} />
            </>
          ) : (
            <>
              <NavLink component={RouterNavLink} to={loginPath(location)} label={t('member.signIn')} onClick={close} />
              <NavLink
                component={RouterNavLink}
                to={loginPath(location, paths.signup)}
                label={t('member.signUp')}
                onClick={close}
              />
            </>
          )}
        </Stack>
        <LanguageSwitch fullWidth />
      </Stack>
    </Drawer>
  );
}
