/**
 * The moves that need more than a click (issue 34): shipping asks for the courier and each order's
 * tracking number; delivering asks staff to confirm the cash taken for each cash-on-delivery order
 * (its total); cancelling asks for the reason the members are told. Each form is @mantine/form's,
 * validated before anything is sent.
 */
import '@mantine/core/styles/Modal.css';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Price } from '../../../components/Price';
import { Trans, useTranslation } from '../../../i18n/react';
import type { QueuedOrder } from './StaffOrdersPage';

interface DialogProps<T> {
  orders: QueuedOrder[];
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: T) => void;
}

function Actions({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onClose} data-autofocus>
        {t('close')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('confirm')}
      </Button>
    </Group>
  );
}

export interface Shipment {
  orderId: string;
  courier: string;
  trackingNumber: string;
}

export function ShipDialog({ orders, busy, onClose, onSubmit }: DialogProps<Shipment[]>) {
  const { t } = useTranslation('staff');
  const form = useForm({
    initialValues: {
      courier: '',
      tracking: Object.fromEntries(orders.map((o) => [o.id, ''])) as Record<string, string>,
    },
    validate: {
      courier: (v) => (v.trim() ? null : t('ship.required')),
      tracking: (v) => (Object.values(v).every((x) => x.trim()) ? null : t('ship.required')),
    },
  });
  const submit = form.onSubmit((v) =>
    onSubmit(
      orders.map((o) => ({ orderId: o.id, courier: v.courier.trim(), trackingNumber: v.tracking[o.id]!.trim() })),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t('ship.title', { count: orders.length })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('ship.courier')}
            placeholder={t('ship.courierPlaceholder')}
            maxLength={100}
            required
            {...form.getInputProps('courier')}
          />
          {orders.map((o) => (
            <TextInput
              key={o.id}
              label={t('ship.tracking', { id: o.shortId })}
              maxLength={100}
              required
              {...form.getInputProps(`tracking.${o.id}`)}
            />
          ))}
          {form.errors.tracking && (
            <Text c="red" size="sm" role="alert">
              {form.errors.tracking}
            </Text>
          )}
        </Stack>
        <Actions busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}

export interface Delivery {
  orderId: string;
  cashReceived: string | null;
}

export function DeliverDialog({ orders, busy, onClose, onSubmit }: DialogProps<Delivery[]>) {
  const { t } = useTranslation('staff');
  const cod = orders.filter((o) => o.paymentMethod === 'CASH_ON_DELIVERY');
  const form = useForm({
    initialValues: { cash: Object.fromEntries(cod.map((o) => [o.id, false])) as Record<string, boolean> },
    validate: { cash: (v) => (Object.values(v).every(Boolean) ? null : t('deliver.cashRequired')) },
  });
  const submit = form.onSubmit(() =>
    onSubmit(
      orders.map((o) => ({
        orderId: o.id,
        cashReceived: o.paymentMethod === 'CASH_ON_DELIVERY' ? o.totalAmount : null,
      })),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t('deliver.title', { count: orders.length })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {orders.map((o) =>
            o.paymentMethod === 'CASH_ON_DELIVERY' ? (
              <Checkbox
                key={o.id}
                label={
                  <Trans
                    t={t}
                    i18nKey="deliver.cash"
                    values={{ id: o.shortId }}
                    components={{ amount: <Price amount={o.totalAmount} fw={700} size="sm" /> }}
                  />
                }
                {...form.getInputProps(`cash.${o.id}`, { type: 'checkbox' })}
              />
            ) : (
              <Text key={o.id} size="sm">
                {t('deliver.paid', { id: o.shortId, method: t(`method.${o.paymentMethod ?? 'none'}`) })}
              </Text>
            ),
          )}
          {form.errors.cash && (
            <Text c="red" size="sm" role="alert">
              {form.errors.cash}
            </Text>
          )}
        </Stack>
        <Actions busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}

export function CancelDialog({ orders, busy, onClose, onSubmit }: DialogProps<string>) {
  const { t } = useTranslation('staff');
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.trim() ? null : t('cancel.required')) },
  });
  return (
    <Modal opened onClose={onClose} title={t('cancel.title', { count: orders.length })} centered>
      <form onSubmit={form.onSubmit((v) => onSubmit(v.reason.trim()))} noValidate>
        <Text size="sm" mb="sm">
          {t('cancel.text')}
        </Text>
        <Textarea
          label={t('cancel.reason')}
          maxLength={200}
          required
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Actions busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}
