/** Adding or taking away copies of a book, with the reason the audit log keeps (staffAdjustStock). */
import '@mantine/core/styles/Modal.css';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/notify';
import { AdjustStock } from './staffBooks.data';

export function StockDialog({
  book,
  onClose,
}: {
  book: { id: string; title: string; stock: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const [adjust, adjusting] = useMutation(AdjustStock);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ change: number | string; reason: string }>({
    initialValues: { change: '', reason: '' },
    validate: {
      change: (v) => (Number.isInteger(Number(v)) && Number(v) !== 0 && v !== '' ? null : t('stock.changeRequired')),
      reason: (v) => (v.trim() ? null : t('stock.reasonRequired')),
    },
  });
  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await adjust({ variables: { id: book.id, change: Number(v.change), reason: v.reason.trim() } });
      onClose();
    } catch (e) {
      setFailure(errorMessage(e, t('stock.failed')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('stock.title', { title: book.title })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('stock.current', { count: book.stock })}</Text>
          <NumberInput
            label={t('stock.change')}
            description={t('stock.changeHint')}
            allowDecimal={false}
            min={-100000}
            max={100000}
            data-autofocus
            {...form.getInputProps('change')}
          />
          <TextInput
            label={t('stock.reason')}
            placeholder={t('stock.reasonPlaceholder')}
            {...form.getInputProps('reason')}
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
            <Button type="submit" loading={adjusting.loading}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
