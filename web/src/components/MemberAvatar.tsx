/**
 * A member's picture, or their initials when they have none. The picture's text alternative is the
 * member's name (issue 37: an avatar without one fails Lighthouse's and axe's image checks), except
 * where the name is already what the control around it says (`decorative`).
 */
import { Avatar, type AvatarProps } from '@mantine/core';

interface Member {
  firstName: string;
  lastName: string;
  profilePictureUrl?: string | null;
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
}

export function MemberAvatar({
  member,
  decorative = false,
  ...avatar
}: { member: Member | null | undefined; decorative?: boolean } & Omit<AvatarProps, 'src' | 'alt' | 'children'>) {
  const name = member ? `${member.firstName} ${member.lastName}` : '';
  return (
    <Avatar src={member?.profilePictureUrl} alt={decorative ? '' : name} {...avatar}>
      {member ? initials(member.firstName, member.lastName) : null}
    </Avatar>
  );
}
