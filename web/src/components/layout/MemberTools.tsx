/**
 * The header's members' tools: the cart with its count, the member's menu, and the notices of
 * their orders' steps (OrderNotices). Their own chunk
 * (Header.tsx loads it for members only), so a guest's first page carries neither.
 */
import { Box } from '@mantine/core';
import type { SessionUser } from '../../lib/session';
import { CartButton } from './CartButton';
import { MemberMenu } from './MemberMenu';
import { OrderNotices } from './OrderNotices';

export function MemberTools({ user }: { user: SessionUser | null }) {
  return (
    <>
      <CartButton />
      <OrderNotices />
      {user && (
        <Box visibleFrom="sm">
          <MemberMenu user={user} />
        </Box>
      )}
    </>
  );
}
