/**
 * The store's inbox (issue 34 item 9): contact messages newest first, each answered once by email
 * from a Reply dialog; one answered already (by a colleague meanwhile) says so in the dialog.
 */
import 'mantine-datatable/styles.layer.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Modal.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Blockquote, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffInboxQuery as Inbox } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/notify';
import { StaffProblem } from '../StaffProblem';
import { ReplyToMessage, StaffInboxQuery } from './staffInbox.data';

type Message = Inbox['staffContactMessages']['items'][number];
const PAGE_SIZE = 20;

function ReplyDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const { date } = useFormat();
  const [reply, replying] = useMutation(ReplyToMessage);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reply: '' },
    validate: { reply: (v) => (v.trim() ? null : t('inbox.replyRequired')) },
  });
  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await reply({ variables: { id: message.id, reply: v.reply.trim() } });
      onClose();
    } catch (e) {
      setFailure(errorMessage(e, t('inbox.failed')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('inbox.replyTo', { name: message.name })} size="lg">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {message.subject}
        </Text>
        <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Blockquote>
        {message.reply ? (
          <>
            <Text size="sm" c="dimmed">
              {t('inbox.theReply', { date: message.repliedAt ? date(message.repliedAt, 'dateTime') : '' })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.reply}
            </Text>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Textarea
                label={t('inbox.yourReply')}
                autosize
                minRows={4}
                data-autofocus
                {...form.getInputProps('reply')}
              />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('close')}
                </Button>
                <Button type="submit" loading={replying.loading}>
                  {t('inbox.reply')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}

export function StaffInboxPage() {
  const { t } = useTranslation('staff');
  const { date } = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffInboxQuery, { variables: { page } });
  const [open, setOpen] = useState<Message | null>(null);
  const inbox = (data ?? previousData)?.staffContactMessages;
  if (error && !inbox) return <StaffProblem error={error} retry={refetch} />;
  return (
    <Stack gap="md">
      <DataTable<Message>
        withTableBorder
        borderRadius="md"
        minHeight={180}
        fetching={loading}
        records={inbox?.items ?? []}
        noRecordsText={t('inbox.empty')}
        totalRecords={inbox?.totalCount ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        paginationText={({ from, to, totalRecords }) => t('orders.pagination', { from, to, total: totalRecords })}
        columns={[
          { accessor: 'createdAt', title: t('inbox.col.received'), render: (m) => date(m.createdAt, 'dateTime') },
          {
            accessor: 'name',
            title: t('inbox.col.from'),
            render: (m) => (
              <>
                <Text size="sm">{m.name}</Text>
                <Text size="xs" c="dimmed">
                  {m.email}
                </Text>
              </>
            ),
          },
          { accessor: 'subject', title: t('inbox.col.subject') },
          {
            accessor: 'message',
            title: t('inbox.col.message'),
            visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.md})`,
            render: (m) => (
              <Text size="sm" lineClamp={2}>
                {m.message}
              </Text>
            ),
          },
          {
            accessor: 'reply',
            title: t('inbox.col.status'),
            render: (m) =>
              m.reply ? (
                <Badge color="teal" variant="light">
                  {t('inbox.answered')}
                </Badge>
              ) : (
                <Badge color="yellow" variant="light">
                  {t('inbox.open')}
                </Badge>
              ),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (m) => (
              <Button
                size="compact-xs"
                variant={m.reply ? 'default' : 'filled'}
                onClick={() => setOpen(m)}
                aria-label={t('inbox.replyOf', { subject: m.subject })}
              >
                {t('inbox.reply')}
              </Button>
            ),
          },
        ]}
      />
      {open && <ReplyDialog message={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
