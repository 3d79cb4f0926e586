/**
 * The account area's frame (SPEC §2): on wide screens the sidebar beside the open section; at
 * 768 px or less one thing at a time, the menu list or a section with a back button to it.
 * Every visit to a section is remembered for the session; leaving /account forgets it.
 */
import { Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import type { RouteMeta } from '../../lib/routeMeta';
import { AccountSidebar } from './AccountSidebar';
import { sectionOf } from './accountSections';
import { isInAccountArea, sectionMemory } from './sectionMemory';
import { useNarrow } from '../../lib/useNarrow';

const BACK_LABELS = {
  '/account': 'layout.backToAccount',
  '/account/settings': 'layout.backToSettings',
} as const;
const isKnownBack = (back: string): back is keyof typeof BACK_LABELS => back in BACK_LABELS;

/** The deepest matched route's back target, when it has one. */
function useBackTarget(): string | undefined {
  const metas = useMatches().map((m) => (m.handle ?? {}) as RouteMeta);
  return metas.reverse().find((m) => m.back)?.back;
}

export function AccountLayout() {
  const { t } = useTranslation('account');
  const narrow = useNarrow();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const back = useBackTarget();
  // The order detail is the shared OrderPage, which brings its own container and back link.
  const ownFrame = /^\/account\/orders\/[^/]+/.test(pathname);

  useEffect(() => sectionMemory.remember(section), [section]);
  // The route wrapper remounts this frame on every path; only a path outside /account forgets.
  useEffect(
    () => () => {
      if (!isInAccountArea(window.location.pathname)) sectionMemory.forget();
    },
    [],
  );

  if (narrow && ownFrame) return <Outlet />;
  if (narrow) {
    return (
      <Container size="sm" px="md" py="md">
        {back && (
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
            {isKnownBack(back) ? t(BACK_LABELS[back]) : t('layout.back')}
          </Button>
        )}
        <Outlet />
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box component="aside" w={260} style={{ flex: '0 0 260px', position: 'sticky', top: 88 }}>
          <AccountSidebar section={section} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0, marginTop: ownFrame ? 'calc(-1 * var(--mantine-spacing-xl))' : undefined }}>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}
