/**
 * A tab list that scrolls sideways, with left and right buttons moving it 200 px a step
 * (SPEC §2, §9). The buttons appear when the tabs do not fit, and each is disabled at its end.
 */
import { ActionIcon, Box, Group, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

export const TAB_SCROLL_STEP = 200;

export function ScrollingTabList({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  const outer = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ overflow: false, atStart: true, atEnd: true });

  // Overflow is judged against the whole row, buttons included, so showing the buttons (which
  // narrows the tabs' viewport) can never keep them showing by itself.
  const measure = useCallback(() => {
    const row = outer.current;
    const el = viewport.current;
    const list = el?.firstElementChild;
    if (!row || !el || !list) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({
      overflow: list.scrollWidth > row.clientWidth + 1,
      atStart: el.scrollLeft <= 1,
      atEnd: el.scrollLeft >= max - 1,
    });
  }, []);

  useEffect(() => {
    const row = outer.current;
    const list = viewport.current?.firstElementChild;
    if (!row || !list) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: -1 | 1) =>
    viewport.current?.scrollBy({ left: direction * TAB_SCROLL_STEP, behavior: 'smooth' });

  return (
    <Group ref={outer} gap={4} wrap="nowrap" align="center">
      {edges.overflow && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('page.scrollLeft')}
          disabled={edges.atStart}
          onClick={() => scroll(-1)}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      )}
      <Box
        ref={viewport}
        onScroll={measure}
        style={{ flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', width: 'max-content', minWidth: '100%' }}>{children}</Tabs.List>
      </Box>
      {edges.overflow && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('page.scrollRight')}
          disabled={edges.atEnd}
          onClick={() => scroll(1)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
