/**
 * Asks staff how a rented copy came back before it is marked returned: undamaged (the deposit is
 * refunded less the fee, and the late fee when overdue) or damaged (the rental becomes a purchase).
 * Nothing is chosen for them: the confirm button waits for an answer.
 */
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Price } from '../../../components/Price';
import { useTranslation } from '../../../i18n/react';
import type { StaffRentalRow } from './StaffRentalsPage';

type Condition = 'undamaged' | 'damaged';

export function ReturnDialog({
  row,
  busy,
  onClose,
  onConfirm,
}: {
  row: StaffRentalRow | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (damaged: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  const [condition, setCondition] = useState<Condition | null>(null);
  // Each copy is asked afresh.
  useEffect(() => setCondition(null), [row]);
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      centered
      title={t('rentals.returnTitle', { title: row?.copy.book.title ?? '' })}
    >
      {row && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (condition) onConfirm(condition === 'damaged');
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('rentals.returnOf', { member: `${row.member.firstName} ${row.member.lastName}` })}</Text>
            <Radio.Group
              label={t('rentals.condition')}
              value={condition}
              onChange={(v) => setCondition(v as Condition)}
              required
            >
              <Stack gap="xs" mt={6}>
                <Radio value="undamaged" label={t('rentals.undamaged')} data-autofocus />
                <Radio value="damaged" label={t('rentals.damagedChoice')} />
              </Stack>
            </Radio.Group>
            {condition === 'undamaged' && (
              <Text size="sm" c="dimmed">
                {t(row.copy.overdue ? 'rentals.undamagedLateText' : 'rentals.undamagedText')}{' '}
                <Price amount={row.copy.rental.refundOnTime} size="sm" fw={700} c="dark" />
              </Text>
            )}
            {condition === 'damaged' && (
              <Text size="sm" c="dimmed">
                {t('rentals.damagedText')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('rentals.keep')}
              </Button>
              <Button type="submit" loading={busy} disabled={!condition}>
                {t('rentals.confirmReturn')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
