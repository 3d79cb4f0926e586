/**
 * The profile popup card of a suggested member (SPEC §2, §9): 320 by 400 px, centred, never
 * closer than 20 px to the window's edges (it shrinks on very small screens), with their
 * picture, name, status, the genres you share, a link to the full profile and Add Friend.
 */
import '@mantine/core/styles/Modal.css';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MemberAvatar, VerifiedBadge, fullName } from './MemberLine';
import type { SuggestionView } from './SuggestionCard';
import type { FriendMember } from '../friends';

export const POPUP_WIDTH = 320;
export const POPUP_HEIGHT = 400;
const EDGE = 20;

interface Props {
  suggestion: SuggestionView | null;
  sent: boolean;
  onAdd: (user: FriendMember) => void;
  onClose: () => void;
}

export function ProfilePopup({ suggestion, sent, onAdd, onClose }: Props) {
  const { t } = useTranslation('social');
  const user = suggestion?.user;
  return (
    <Modal
      opened={suggestion !== null}
      onClose={onClose}
      centered
      radius="lg"
      title={user ? t('popup.title', { name: user.firstName }) : ''}
      size={POPUP_WIDTH}
      styles={{
        inner: { padding: EDGE },
        content: {
          width: POPUP_WIDTH,
          height: POPUP_HEIGHT,
          maxWidth: `calc(100vw - ${2 * EDGE}px)`,
          maxHeight: `calc(100dvh - ${2 * EDGE}px)`,
          flex: `0 0 ${POPUP_WIDTH}px`,
          display: 'flex',
          flexDirection: 'column',
        },
        header: { minHeight: 0, paddingBottom: 0 },
        title: { fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dimmed)' },
        body: { flex: 1, display: 'flex', flexDirection: 'column', overflow: 'auto' },
      }}
    >
      {user && suggestion && (
        <Stack align="center" gap="xs" ta="center" style={{ flex: 1 }}>
          <MemberAvatar member={user} size={96} />
          <Group gap={4} wrap="nowrap" justify="center">
            <Text fw={800} fz="lg" lineClamp={1}>
              {fullName(user)}
            </Text>
            {user.isVerified && <VerifiedBadge size={18} />}
          </Group>
          <Text size="sm" c="dimmed">
            @{user.username}
          </Text>
          <Text size="sm" fs="italic" lineClamp={2}>
            {user.status ? `“${user.status}”` : t('popup.noStatus')}
          </Text>
          <Group gap={4} justify="center">
            {suggestion.mutualFavoriteGenres.length ? (
              suggestion.mutualFavoriteGenres.slice(0, 4).map((g) => (
                <Badge key={g.id} size="sm" variant="light" color="clay" tt="none">
                  {g.name}
                </Badge>
              ))
            ) : (
              <Badge size="sm" variant="light" color="gray" tt="none">
                {t('suggestions.noSharedGenres')}
              </Badge>
            )}
          </Group>
          <Stack gap="xs" w="100%" mt="auto">
            <Button
              variant={sent ? 'light' : 'filled'}
              color={sent ? 'gray' : undefined}
              leftSection={sent ? <IconCheck size={16} /> : <IconUserPlus size={16} />}
              disabled={sent}
              onClick={() => onAdd(user)}
            >
              {sent ? t('suggestions.requestSent') : t('suggestions.add')}
            </Button>
            <Button variant="default" component={Link} to={paths.profile(user.id)}>
              {t('popup.viewProfile')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
