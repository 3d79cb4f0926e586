/**
 * /account itself. At 768 px or less it is the menu list; on wide screens the sidebar is the
 * menu, so it opens the section last visited this session, or the first one. CSS shows the one
 * the screen's width calls for (AccountLayout.css): the server, which cannot know the width nor
 * this tab's memory, draws both, the list and the first section with its data. In the browser a
 * wide screen then goes to its section's own address: before anything renders when navigated to
 * here (the route's loader), once a page drawn on the server has hydrated, or when the window widens.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MOBILE_QUERY } from '../../../lib/media';
import { FIRST_PAGE, isFirstPage } from '../../../lib/routeMeta';
import { useNarrow } from '../../../lib/useNarrow';
import { useSession } from '../../../lib/session';
import { ACCOUNT_SECTIONS } from './accountSections';
import { CurrentlyReadingPage } from '../reading/CurrentlyReadingPage';
import { SectionList } from './SectionList';
import { FIRST_SECTION, sectionMemory, useRememberedSection } from './sectionMemory';
import { MemberAvatar } from '../../../components/MemberAvatar';

/** On a wide screen, the remembered section (or the first) in place of /account. */
function useOpenSectionWhenWide() {
  const navigate = useNavigate();
  const location = useLocation();
  // The server drew the first section here: going to its address keeps the visit's first page.
  const state = isFirstPage(location) ? FIRST_PAGE : undefined;
  useEffect(() => {
    const narrow = window.matchMedia(MOBILE_QUERY);
    const open = () => {
      if (!narrow.matches)
        void navigate(paths.accountSection(sectionMemory.recall() ?? FIRST_SECTION), { replace: true, state });
    };
    open();
    narrow.addEventListener('change', open);
    return () => narrow.removeEventListener('change', open);
  }, [navigate, state]);
}

export function AccountMenu() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const last = useRememberedSection();
  // A narrow screen in the browser never shows the first section: it is not drawn (nor asked for).
  const narrow = useNarrow(false);
  useOpenSectionWhenWide();
  return (
    <>
      <div className="account-narrow">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <MemberAvatar member={user} decorative color="pine" radius="xl" size={56} />
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
      </div>
      {!narrow && (
        <div className="account-wide">
          <CurrentlyReadingPage />
        </div>
      )}
    </>
  );
}
