/**
 * Reading groups on Book Social (issue 36 item 4): the real groups, newest first (none until a
 * member starts one), each with its book, member count and Join/Leave, which the server keeps.
 * 'Create group' opens a form, and a group's name opens its members and discussion; both are
 * chunks of their own, loaded when opened.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Pager } from '../../components/Pager';
import { graphql } from '../../gql';
import type { ReadingGroupCard_GroupFragment } from '../../gql/graphql';
import { useTranslation } from '../../i18n/react';
import { JoinLeaveButton } from './JoinLeaveButton';
import { SocialGroupsQuery } from './SocialPage.data';

const CreateGroupModal = lazy(() => import('./CreateGroupModal').then((m) => ({ default: m.CreateGroupModal })));
const GroupDiscussion = lazy(() => import('./GroupDiscussion').then((m) => ({ default: m.GroupDiscussion })));

export const ReadingGroupCard_group = graphql(`
  fragment ReadingGroupCard_group on ReadingGroup {
    id
    name
    description
    memberCount
    isMember
    book {
      id
      title
    }
  }
`);

function GroupCard({
  group: ref,
  onOpen,
}: {
  group: FragmentType<ReadingGroupCard_GroupFragment>;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('social');
  const { data: g, complete } = useFragment({ fragment: ReadingGroupCard_group, from: ref });
  if (!complete) return null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={g.name}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="pine" radius="md" size={48} variant="filled">
            <IconUsersGroup size={26} />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <UnstyledButton onClick={() => onOpen(g.id)} aria-label={t('groups.openName', { name: g.name })}>
              <Text fw={700} lh={1.3} lineClamp={2} c="pine.8">
                {g.name}
              </Text>
            </UnstyledButton>
            <Text size="xs" c="dimmed" data-testid="group-members">
              {t('groups.members', { count: g.memberCount })}
            </Text>
          </div>
        </Group>
        {g.description && (
          <Text size="sm" lineClamp={3}>
            {g.description}
          </Text>
        )}
        <Group justify="space-between" mt="auto" wrap="nowrap" gap="xs">
          {g.book ? (
            <Badge variant="light" color="clay" tt="none" style={{ minWidth: 0 }}>
              {t('groups.reading', { title: g.book.title })}
            </Badge>
          ) : (
            <span />
          )}
          <JoinLeaveButton group={g} />
        </Group>
      </Stack>
    </Card>
  );
}

export function ReadingGroups() {
  const { t } = useTranslation('social');
  const [page, setPage] = useState(1);
  const { data, previousData, refetch } = useQuery(SocialGroupsQuery, { variables: { page } });
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  // While the next page loads, the one being left stays in view.
  const shown = (data ?? previousData)?.readingGroups;
  const groups = shown?.items;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reading-groups">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="xl" id="reading-groups">
          {t('groups.title')}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>
          {t('groups.create')}
        </Button>
      </Group>
      {groups && groups.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="groups-empty">
          {t('groups.none')}
        </Text>
      )}
      {groups && groups.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {groups.map((g) => (
            <GroupCard key={g.id} group={g} onOpen={setOpenId} />
          ))}
        </SimpleGrid>
      )}
      {shown && <Pager page={shown.page} pageCount={shown.pageCount} onPage={setPage} mt="md" />}
      <Suspense fallback={null}>
        {creating && (
          <CreateGroupModal
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              // A new group is the newest: it heads the first page.
              if (page === 1) void refetch();
              else setPage(1);
              setOpenId(id);
            }}
          />
        )}
        {openId && <GroupDiscussion groupId={openId} onClose={() => setOpenId(null)} />}
      </Suspense>
    </Card>
  );
}
