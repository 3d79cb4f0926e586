/**
 * The header's members' tools: the cart with its count and the member's menu. Their own chunk
 * (Header.tsx loads it for members only), so a guest's first page carries neither.
 */
import { Box } from '@mantine/core';
import type { SessionUser } from '../../lib/session';
import { CartButton } from './CartButton';
import { MemberMenu } from './MemberMenu';

export function MemberTools({ user }: { user: SessionUser | null }) {
  return (
    <>
      <CartButton />
      {user && (
        <Box visibleFrom="sm">
          <MemberMenu user={user} />
        </Box>
      )}
    </>
  );
}
