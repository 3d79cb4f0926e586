/**
 * 'Create group': a reading group's name, what it is about, and (optionally) the book it is
 * reading, found by title as the search box finds books. Its own chunk, loaded when opened.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useTranslation } from '../../i18n/react';
import { errorMessage, toast } from '../../lib/notify';

const CreateReadingGroup = graphql(`
  mutation CreateReadingGroup($name: String!, $description: String, $bookId: ID) {
    createReadingGroup(name: $name, description: $description, bookId: $bookId) {
      id
      name
      memberCount
      isMember
    }
  }
`);

const GroupBookSearch = graphql(`
  query GroupBookSearch($query: String!) {
    searchSuggestions(query: $query) {
      kind
      text
      book {
        id
        title
      }
    }
  }
`);

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 1000;

export function CreateGroupModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('social');
  const [create, creating] = useMutation(CreateReadingGroup);
  const [search, found] = useLazyQuery(GroupBookSearch);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', description: '', bookId: null as string | null },
    validate: {
      name: (v) =>
        !v.trim() ? t('groups.form.nameRequired') : v.trim().length > NAME_MAX ? t('groups.form.nameTooLong') : null,
      description: (v) => (v.trim().length > DESCRIPTION_MAX ? t('groups.form.descriptionTooLong') : null),
    },
  });
  const books = (found.data?.searchSuggestions ?? []).flatMap((s) =>
    s.book ? [{ value: s.book.id, label: s.book.title }] : [],
  );
  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      const { data } = await create({
        variables: {
          name: v.name.trim(),
          ...(v.description.trim() && { description: v.description.trim() }),
          ...(v.bookId && { bookId: v.bookId }),
        },
      });
      toast.success(t('groups.created'));
      if (data) onCreated(data.createReadingGroup.id);
    } catch (e) {
      setFailure(errorMessage(e, t('groups.form.failed')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('groups.form.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('groups.form.name')}
            required
            data-autofocus
            maxLength={NAME_MAX}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('groups.form.description')}
            autosize
            minRows={3}
            maxLength={DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <Select
            label={t('groups.form.book')}
            description={t('groups.form.bookHint')}
            placeholder={t('groups.form.bookPlaceholder')}
            searchable
            clearable
            data={books}
            filter={({ options }) => options}
            nothingFoundMessage={found.data ? t('groups.form.noBooks') : undefined}
            onSearchChange={(query) => {
              if (query.trim().length >= 2) void search({ variables: { query: query.trim() } });
            }}
            {...form.getInputProps('bookId')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('groups.form.cancel')}
            </Button>
            <Button type="submit" loading={creating.loading}>
              {t('groups.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
