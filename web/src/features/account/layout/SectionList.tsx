/** A menu list of sections (the narrow account menu and the settings menu): icon, name, what it holds. */
import '@mantine/core/styles/NavLink.css';
import { Card, NavLink, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSectionText, type AccountSection } from './accountSections';

export function SectionList({
  sections,
  label,
  current,
}: {
  sections: AccountSection[];
  label: string;
  /** The section last visited, marked so the member sees where they were. */
  current?: string | null;
}) {
  const text = useSectionText();
  return (
    <Card withBorder radius="lg" padding={0} component="nav" aria-label={label}>
      {sections.map((s, i) => (
        <NavLink
          key={s.path}
          component={Link}
          to={paths.accountSection(s.path)}
          label={text.label(s)}
          description={text.description(s)}
          active={s.path === current}
          variant="subtle"
          leftSection={
            <ThemeIcon variant="light" color="pine" radius="md" size={38}>
              <s.icon size={20} stroke={1.6} />
            </ThemeIcon>
          }
          rightSection={<IconChevronRight size={18} />}
          py="md"
          px="md"
          styles={{ label: { fontWeight: 600 }, description: { marginTop: 2 } }}
          style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
        />
      ))}
    </Card>
  );
}
