/**
 * The account area's frame (SPEC §2): on wide screens the sidebar beside the open section; at
 * 768 px or less one thing at a time, the menu list or a section with a back button to it. Both
 * are in the markup and CSS shows the one the screen's width calls for (AccountLayout.css), so the
 * server draws what the browser hydrates, at any width. Every visit to a section is remembered
 * for the session; leaving /account forgets it.
 */
import './AccountLayout.css';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link, Outlet, useLocation, useMatch, useMatches } from 'react-router-dom';
import { paths, routePaths } from '../../../config/paths';
import type { RouteMeta } from '../../../lib/routeMeta';
import { AccountSidebar } from './AccountSidebar';
import { sectionOf } from './accountSections';
import { FIRST_SECTION, isInAccountArea, sectionMemory } from './sectionMemory';

const BACK_LABELS = new Map([
  [paths.account, 'layout.backToAccount'],
  [paths.accountSection('settings'), 'layout.backToSettings'],
] as const);

/** The deepest matched route's back target, when it has one. */
function useBackTarget(): string | undefined {
  const metas = useMatches().map((m) => (m.handle ?? {}) as RouteMeta);
  return metas.reverse().find((m) => m.back)?.back;
}

export function AccountLayout() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const back = useBackTarget();
  // The order detail is the shared OrderPage, which brings its own container and back link.
  const ownFrame = useMatch(routePaths.accountOrder) !== null;

  useEffect(() => sectionMemory.remember(section), [section]);
  // The route wrapper remounts this frame on every path; only a path outside /account forgets.
  useEffect(
    () => () => {
      if (!isInAccountArea(window.location.pathname)) sectionMemory.forget();
    },
    [],
  );

  return (
    <div className={ownFrame ? 'account-frame account-frame-own' : 'account-frame'}>
      <div className="account-columns">
        <aside className="account-sidebar">
          {/* /account itself shows the first section beside the sidebar (AccountMenu). */}
          <AccountSidebar section={section || FIRST_SECTION} />
        </aside>
        <div className="account-content">
          {back && (
            <div className="account-back">
              <Button
                component={Link}
                to={back}
                variant="subtle"
                color="dark"
                size="compact-md"
                leftSection={<IconArrowLeft size={18} />}
                mb="sm"
                ml={-8}
              >
                {t(BACK_LABELS.get(back) ?? 'layout.back')}
              </Button>
            </div>
          )}
          <Outlet />
        </div>
      </div>
    </div>
  );
}
