/** The frame of the terms and rental-policy pages: a readable column with sections. */
import { Container, List, Stack, Text, Title } from '@mantine/core';

export interface LegalSection {
  title: string;
  points: string[];
}

export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            Last updated {updated}
          </Text>
        </Stack>
        <Text>{intro}</Text>
        {sections.map((section) => (
          <Stack key={section.title} gap="xs">
            <Title order={2} fz="xl">
              {section.title}
            </Title>
            <List spacing={6}>
              {section.points.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
