/**
 * Authors and genres in the back office: add one, or rename one chosen from the list
 * (staffCreateAuthor, staffUpdateAuthor, staffCreateGenre, staffUpdateGenre).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/notify';
import { CreateAuthor, CreateGenre, StaffBookChoices, UpdateAuthor, UpdateGenre } from './staffBooks.data';

function NameEditor({
  kind,
  items,
  onCreate,
  onRename,
}: {
  kind: 'authors' | 'genres';
  items: { id: string; name: string }[];
  onCreate: (name: string) => Promise<unknown>;
  onRename: (id: string, name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('staff');
  const [added, setAdded] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [renamed, setRenamed] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await write();
      setMessage({ ok: true, text: done });
    } catch (e) {
      setMessage({ ok: false, text: errorMessage(e, t('names.failed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(`names.${kind}`)}
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!added.trim()) return;
            void run(() => onCreate(added.trim()), t('names.added', { name: added.trim() })).then(() => setAdded(''));
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t(`names.${kind}.new`)}
              value={added}
              onChange={(e) => setAdded(e.currentTarget.value)}
            />
            <Button type="submit" disabled={!added.trim()} loading={busy}>
              {t('names.add')}
            </Button>
          </Group>
        </form>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!chosen || !renamed.trim()) return;
            void run(() => onRename(chosen, renamed.trim()), t('names.renamed', { name: renamed.trim() }));
          }}
        >
          <Stack gap="xs">
            <NativeSelect
              label={t(`names.${kind}.pick`)}
              data={[{ value: '', label: t('names.choose') }, ...items.map((i) => ({ value: i.id, label: i.name }))]}
              value={chosen ?? ''}
              onChange={(e) => {
                const id = e.currentTarget.value || null;
                setChosen(id);
                setRenamed(items.find((i) => i.id === id)?.name ?? '');
              }}
            />
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('names.newName')}
                value={renamed}
                disabled={!chosen}
                onChange={(e) => setRenamed(e.currentTarget.value)}
              />
              <Button type="submit" variant="default" disabled={!chosen || !renamed.trim()} loading={busy}>
                {t('names.rename')}
              </Button>
            </Group>
          </Stack>
        </form>
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

export function CatalogNames() {
  const choices = useQuery(StaffBookChoices);
  const refetch = () => choices.refetch();
  const [createAuthor] = useMutation(CreateAuthor, { onCompleted: refetch });
  const [updateAuthor] = useMutation(UpdateAuthor);
  const [createGenre] = useMutation(CreateGenre, { onCompleted: refetch });
  const [updateGenre] = useMutation(UpdateGenre);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <NameEditor
        kind="authors"
        items={choices.data?.authors.items ?? []}
        onCreate={(name) => createAuthor({ variables: { name } })}
        onRename={(id, name) => updateAuthor({ variables: { id, name } })}
      />
      <NameEditor
        kind="genres"
        items={choices.data?.genres ?? []}
        onCreate={(name) => createGenre({ variables: { name } })}
        onRename={(id, name) => updateGenre({ variables: { id, name } })}
      />
    </SimpleGrid>
  );
}
