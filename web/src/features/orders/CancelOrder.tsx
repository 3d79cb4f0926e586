/**
 * A member cancels their own order before it is packed (issue 34): asked first in a modal that
 * says the books go back and, for a paid order, that the money is refunded; an optional reason.
 * 'Keep order' is focused first (and Escape); the server's refusal (packed meanwhile) is shown.
 */
import '@mantine/core/styles/Modal.css';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Price } from '../../components/Price';
import { graphql } from '../../gql';
import { Trans, useTranslation } from '../../i18n/react';
import { errorMessage, toast } from '../../lib/notify';

const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!, $reason: String) {
    cancelOrder(id: $id, reason: $reason) {
      id
      status
      isCompleted
      cancelReason
      cancelledBy
      refundDue
      ...OrderTimeline_order
    }
  }
`);

/** Steps from which the member may still cancel. */
export const CANCELLABLE = new Set(['AWAITING_PAYMENT', 'PAID', 'CONFIRMED']);

export function CancelOrder({ orderId, paid }: { orderId: string; paid: string | null }) {
  const { t } = useTranslation('orders');
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [cancel, { loading }] = useMutation(CancelOrderMutation);
  const confirm = async () => {
    try {
      await cancel({ variables: { id: orderId, reason: reason.trim() || null } });
      toast.account(t('detail.cancelled'));
      setOpened(false);
    } catch (error) {
      toast.account(errorMessage(error, t('detail.cancelFailed')), 'error');
    }
  };
  return (
    <>
      <Button size="xs" variant="default" color="red" onClick={() => setOpened(true)}>
        {t('detail.cancel')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('detail.cancelTitle')} centered>
        <Text mb="xs">{t('detail.cancelText')}</Text>
        {paid && (
          <Text mb="xs">
            <Trans t={t} i18nKey="detail.cancelRefund" components={{ amount: <Price amount={paid} fw={700} /> }} />
          </Text>
        )}
        <TextInput
          label={t('detail.cancelReason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.currentTarget.value)}
          mb="md"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
            {t('detail.keep')}
          </Button>
          <Button color="red" loading={loading} onClick={confirm}>
            {t('detail.cancel')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
