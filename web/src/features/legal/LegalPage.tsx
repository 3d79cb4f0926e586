/**
 * The frame of the terms and rental-policy pages: a title band with the date of the last update,
 * numbered sections in a readable column and, on wide screens, a contents list that stays in view.
 */
import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFormat } from '../../i18n/format';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Leaves room for the sticky header when a contents link scrolls to a section. */
const HEADER_OFFSET = 88;

export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t } = useTranslation('legal');
  const { number, date } = useFormat();
  return (
    <>
      <Box bg="pine.0" py={{ base: 32, sm: 48 }}>
        <Container size="lg">
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {t('page.updated', { date: date(updated, 'long') })}
          </Text>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <Group align="flex-start" gap={56} wrap="nowrap">
          <Box
            component="nav"
            aria-label={t('page.contents')}
            visibleFrom="md"
            w={220}
            style={{ flex: '0 0 220px', position: 'sticky', top: HEADER_OFFSET }}
          >
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
              {t('page.contents')}
            </Text>
            <Stack gap={8}>
              {sections.map((s, i) => (
                <Anchor key={s.id} href={`#${s.id}`} size="sm" c="dark.4">
                  {number(i + 1)}. {s.title}
                </Anchor>
              ))}
            </Stack>
          </Box>
          <Stack gap="xl" maw={720} style={{ flex: 1, minWidth: 0 }}>
            <Text fz="lg">{intro}</Text>
            {sections.map((s, i) => (
              <Stack key={s.id} gap="xs" component="section" id={s.id} style={{ scrollMarginTop: HEADER_OFFSET }}>
                <Title order={2} fz={{ base: 20, sm: 24 }}>
                  {number(i + 1)}. {s.title}
                </Title>
                <Box lh={1.65}>{s.body}</Box>
              </Stack>
            ))}
          </Stack>
        </Group>
      </Container>
    </>
  );
}
