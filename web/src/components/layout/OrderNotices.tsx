/**
 * Tells a member, wherever they are in the app, when one of their orders moves a step (issue 34):
 * a toast, from orderChanged. The event carries the order's progress, written into the cache by
 * id, so an open order page or orders list shows the new step without asking again.
 */
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../lib/notify';

const OrderChanged = graphql(`
  subscription OrderChanged {
    orderChanged {
      id
      shortId
      step
      status
      isCompleted
      cancelReason
      cancelledBy
      refundDue
      paymentMethod
      transactionId
      ...OrderTimeline_order
    }
  }
`);

/** Steps a member is told of: the ones that happen away from their own screen. */
const TOLD = new Set(['PAID', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED']);

export function OrderNotices() {
  const { t } = useTranslation();
  useSubscription(OrderChanged, {
    onData: ({ data }) => {
      const order = data.data?.orderChanged;
      // A member's own cancel is answered where they made it; other tabs just show the new step.
      if (!order || !TOLD.has(order.step) || order.cancelledBy === 'MEMBER') return;
      toast.info(t(`orderNotice.${order.step}` as 'orderNotice.PAID', { id: order.shortId }));
    },
  });
  return null;
}
