/** A member in a back-office table: their name, and their email beneath it. */
import { Text } from '@mantine/core';

export function MemberCell({ member }: { member: { firstName: string; lastName: string; email: string } }) {
  return (
    <>
      <Text size="sm">
        {member.firstName} {member.lastName}
      </Text>
      <Text size="xs" c="dimmed">
        {member.email}
      </Text>
    </>
  );
}
