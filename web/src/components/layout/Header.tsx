/**
 * The header: logo, navigation, a quick book search, the cart with its count and the member menu.
 * Below 768 px the navigation moves into a drawer behind the burger.
 */
import { useDisclosure } from '@mantine/hooks';
import { lazy, useState } from 'react';
import { LazyPiece } from '../LazyPiece';
import { WhenAlive } from '../WhenAlive';
import { useTranslation } from '../../i18n/react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { preloadableComponent } from '../../lib/deferredComponent';
import { withApolloClient } from '../../lib/lazyApollo';
import { withMantine } from '../../lib/lazyMantine';
import { loginPath } from '../../lib/returnTo';
import { UNKNOWN_MEMBER, useSession } from '../../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { FOCUS } from './plain';
import { QuickSearch } from './QuickSearch';

// Neither is drawn on a first page (the drawer is closed, a guest has no cart or menu): their chunks come after.
// Both are Mantine components: their code waits for Mantine's component styles too (lib/lazyMantine.ts).
const NavDrawer = lazy(() => withMantine(import('./NavDrawer')).then((m) => ({ default: m.NavDrawer })));
// The cart's count is a query: the tools' code waits for the client too (lib/lazyApollo.ts).
const MemberTools = preloadableComponent(() =>
  withMantine(withApolloClient(import('./MemberTools'))).then((m) => m.MemberTools),
);

/**
 * A signed-in member's cart and menu, loaded before the app first renders (main.tsx): drawn at once,
 * the cart's count is asked in the same request as the screen's data, not in one of its own.
 */
export const preloadMemberTools = MemberTools.preload;

function useLinks(signedIn: boolean) {
  const { t } = useTranslation();
  return [
    { to: signedIn ? paths.home : paths.landing, label: t('nav.home') },
    { to: paths.books, label: t('nav.books') },
    ...(signedIn ? [{ to: paths.social, label: t('nav.social') }] : []),
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
  ];
}

/**
 * The cart and the member's menu. Their code is usually in already (a member's page preloads it,
 * and the server draws it): drawn then without a Suspense boundary, so they hydrate with the page.
 * Inside a boundary React may hydrate them in a later pass, after the page came alive, and a change
 * made meanwhile (a book added to the cart at once) would no longer match the server's markup.
 * Otherwise their places are kept while their chunk loads, so nothing moves.
 */
function MemberEntry() {
  const { user, token } = useSession();
  const [Loaded] = useState(MemberTools.loaded);
  const places = (
    <>
      <div className="member-place" />
      <div className="member-place from-sm" />
    </>
  );
  // A skeleton page the server drew for a member it cannot name: their tools' places alone.
  if (token === UNKNOWN_MEMBER.token) return places;
  if (Loaded) return <Loaded user={user} />;
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

  // Plain elements (Shell.css, buttons.css): the header is on every page, and a first visit loads no Mantine components.
  return (
    <header className="app-header">
      <div className="shell-container">
        <div className="shell-row app-header-start">
          <Link to={signedIn ? paths.home : paths.landing} aria-label={t('nav.logo')} className="logo">
            <Logo />
          </Link>
          <nav className="shell-row app-nav from-md" aria-label={t('nav.main')}>
            {links.map((link) => (
              <RouterNavLink key={link.to} to={link.to} className={`btn btn-subtle btn-dark ${FOCUS}`}>
                {link.label}
              </RouterNavLink>
            ))}
          </nav>
        </div>
        <div className="shell-row app-header-tools">
          <div className="from-md">
            <QuickSearch />
          </div>
          <div className="from-sm">
            <LanguageSwitch />
          </div>
          {signedIn ? (
            <MemberEntry />
          ) : (
            <div className="shell-row app-header-guest from-sm">
              <Link to={loginPath(location)} className={`btn btn-default ${FOCUS}`}>
                {t('member.signIn')}
              </Link>
              <Link to={loginPath(location, paths.signup)} className={`btn ${FOCUS}`}>
                {t('member.signUp')}
              </Link>
            </div>
          )}
          <button
            type="button"
            className={`burger below-md ${FOCUS}`}
            onClick={toggle}
            aria-label={t('nav.open')}
            aria-expanded={opened}
          >
            <span />
          </button>
        </div>
      </div>
      {/* Mounted (closed) once the page is alive: the server draws no drawer. */}
      <WhenAlive>
        <LazyPiece fallback={null}>
          <NavDrawer opened={opened} onClose={close} links={links} signedIn={signedIn} />
        </LazyPiece>
      </WhenAlive>
    </header>
  );
}
