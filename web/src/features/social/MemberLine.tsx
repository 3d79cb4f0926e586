/**
 * A member in Book Social's lists: picture or initials, name with the verified badge, and a
 * second line (username or status); the name links to their profile. Presentational only: the
 * rows that use it declare the fields in their own fragments.
 */
import '@mantine/core/styles/Tooltip.css';
import { Anchor, Avatar, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export interface Member {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  profilePictureUrl?: string | null;
}

export const fullName = (m: Pick<Member, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

export function MemberAvatar({ member, size = 44 }: { member: Member; size?: number }) {
  return (
    <Avatar src={member.profilePictureUrl} alt={fullName(member)} size={size} radius={999} color="pine" variant="light">
      {`${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase()}
    </Avatar>
  );
}

export function VerifiedBadge({ size = 16 }: { size?: number }) {
  const { t } = useTranslation('social');
  return (
    <Tooltip label={t('member.verifiedMember')}>
      <IconRosetteDiscountCheckFilled
        size={size}
        color="var(--mantine-color-blue-6)"
        aria-label={t('member.verified')}
        role="img"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}

export function MemberLine({ member, detail, actions }: { member: Member; detail?: ReactNode; actions?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <MemberAvatar member={member} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Anchor component={Link} to={paths.profile(member.id)} fw={700} c="dark" lineClamp={1}>
              {fullName(member)}
            </Anchor>
            {member.isVerified && <VerifiedBadge />}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {detail ?? `@${member.username}`}
          </Text>
        </Stack>
      </Group>
      {actions && (
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
