/**
 * The header: logo, navigation, a quick book search, the cart with its count and the member menu.
 * Below 768 px the navigation moves into a drawer behind the burger.
 */
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure, useMounted } from '@mantine/hooks';
import { lazy, useState, type ComponentProps } from 'react';
import { LazyPiece } from '../LazyPiece';
import { useTranslation } from '../../i18n/react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { preloadableComponent } from '../../lib/deferredComponent';
import { withApolloClient } from '../../lib/lazyApollo';
import { loginPath } from '../../lib/returnTo';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { QuickSearch } from './QuickSearch';

// Neither is drawn on a first page (the drawer is closed, a guest has no cart or menu): their chunks come after.
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));
// The cart's count is a query: the tools' code waits for the client too (lib/lazyApollo.ts).
const MemberTools = preloadableComponent(() => withApolloClient(import('./MemberTools')).then((m) => m.MemberTools));

/**
 * A signed-in member's cart and menu, loaded before the app first renders (main.tsx): drawn at once,
 * the cart's count is asked in the same request as the screen's data, not in one of its own.
 */
export const preloadMemberTools = MemberTools.preload;

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

/**
 * The drawer, mounted (closed) once the page is alive: the server draws no drawer, so hydration
 * matches. Its own component, so mounting it re-renders nothing else of the header.
 */
function DeferredNavDrawer(props: ComponentProps<typeof NavDrawer>) {
  const mounted = useMounted();
  return mounted ? (
    <LazyPiece fallback={null}>
      <NavDrawer {...props} />
    </LazyPiece>
  ) : null;
}

/**
 * The cart and the member's menu. Their code is usually in already (a member's page preloads it,
 * and the server draws it): drawn then without a Suspense boundary, so they hydrate with the page.
 * Inside a boundary React may hydrate them in a later pass, after the page came alive, and a change
 * made meanwhile (a book added to the cart at once) would no longer match the server's markup.
 * Otherwise their places are kept while their chunk loads, so nothing moves.
 */
function MemberEntry() {
  const { user } = useSession();
  const [Loaded] = useState(MemberTools.loaded);
  if (Loaded) return <Loaded user={user} />;
  const places = (
    <>
      <Box w={34} h={34} />
      <Box visibleFrom="sm" w={36} h={36} />
    </>
  );
  return (
    <LazyPiece fallback={places}>
      <MemberTools user={user} />
    </LazyPiece>
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
              <MemberEntry />
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
      <DeferredNavDrawer opened={opened} onClose={close} links={links} signedIn={signedIn} />
    </Box>
  );
}
