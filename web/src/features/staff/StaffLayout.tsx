/**
 * The back office (issue 34) at /staff: its title, a link to each section, and the section. Its
 * own chunks and catalog, loaded only when staff open it, so no public screen carries any of it.
 * REST decides who may use it: a section answered FORBIDDEN says so (StaffProblem).
 */
import { Button, Container, Group, Title } from '@mantine/core';
import { NavLink, Outlet } from 'react-router-dom';
import { paths, type StaffSection } from '../../config/paths';
import { useTranslation } from '../../i18n/react';

const SECTIONS = ['orders', 'rentals', 'refunds', 'books', 'inbox', 'audit'] as const satisfies readonly StaffSection[];

export function StaffLayout() {
  const { t } = useTranslation('staff');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      <Group component="nav" aria-label={t('nav.label')} gap="xs" mb="lg">
        {SECTIONS.map((section) => (
          <NavLink key={section} to={paths.staffSection(section)}>
            {({ isActive }) => (
              <Button component="span" variant={isActive ? 'filled' : 'default'} size="sm">
                {t(`nav.${section}`)}
              </Button>
            )}
          </NavLink>
        ))}
      </Group>
      <Outlet />
    </Container>
  );
}
