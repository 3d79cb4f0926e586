/**
 * The member's avatar button in the header: drawn at once, and the target of their menu
 * (MemberMenu.tsx) once its chunk is in. Props and ref go to the button (Menu.Target sets them).
 */
import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/session';

export function MemberAvatar({
  user,
  ...buttonProps
}: { user: SessionUser } & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <UnstyledButton aria-label={t('member.menu', { initials })} {...buttonProps}>
      <Avatar src={user.profilePictureUrl} radius="xl" color="pine" size={36}>
        {initials}
      </Avatar>
    </UnstyledButton>
  );
}
