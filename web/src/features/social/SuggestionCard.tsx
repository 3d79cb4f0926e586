/**
 * A card in 'People you may know' (SPEC §2, §4): picture, name, verified badge, the genres you
 * share, and Add Friend, which turns into 'Request Sent' at once and back if the request fails.
 * The picture and name open the member's profile popup card.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, Card, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import type { SuggestionCard_SuggestionFragment } from '../../gql/graphql';
import { MemberAvatar, VerifiedBadge, fullName } from './MemberLine';
import type { FriendMember } from '../friends';

export const SuggestionCard_suggestion = graphql(`
  fragment SuggestionCard_suggestion on FriendSuggestion {
    id
    mutualFavoriteGenres {
      id
      name
    }
    user {
      id
      username
      firstName
      lastName
      status
      isVerified
      profilePictureUrl
    }
  }
`);

export interface SuggestionView {
  user: FriendMember;
  mutualFavoriteGenres: readonly { id: string; name: string }[];
}

interface Props {
  suggestion: FragmentType<SuggestionCard_SuggestionFragment>;
  sent: boolean;
  onAdd: (user: FriendMember) => void;
  onOpen: (suggestion: SuggestionView) => void;
}

export function SuggestionCard({ suggestion: from, sent, onAdd, onOpen }: Props) {
  const { t } = useTranslation('social');
  const { data: suggestion, complete } = useFragment({ fragment: SuggestionCard_suggestion, from });
  if (!complete) return null;
  const { user, mutualFavoriteGenres: genres } = suggestion;
  const name = fullName(user);

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      miw={0}
      aria-label={t('suggestions.card', { name })}
      component="article"
    >
      <Stack align="center" gap={6} ta="center" h="100%">
        {/* Named by what it shows (initials and name) so voice control matches what a reader sees. */}
        <UnstyledButton onClick={() => onOpen(suggestion)} maw="100%">
          <Stack align="center" gap={6}>
            <MemberAvatar member={user} size={72} />
            {/* A long name or handle wraps (or is cut with an ellipsis) inside the card. */}
            <Text fw={700} lh={1.25} lineClamp={2} maw="100%" style={{ overflowWrap: 'anywhere' }}>
              {name}
              {user.isVerified && (
                <span style={{ display: 'inline-block', verticalAlign: '-3px', marginLeft: 4 }}>
                  <VerifiedBadge />
                </span>
              )}
            </Text>
          </Stack>
          <VisuallyHidden>{t('suggestions.profileCard')}</VisuallyHidden>
        </UnstyledButton>
        <Text size="xs" c="dimmed" truncate="end" maw="100%" title={`@${user.username}`}>
          @{user.username}
        </Text>
        {genres.length ? (
          <Badge variant="light" color="clay" tt="none" size="sm">
            {t('suggestions.mutualGenres', { count: genres.length })}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {t('suggestions.noSharedGenres')}
          </Text>
        )}
        <Button
          mt="auto"
          fullWidth
          size="xs"
          variant={sent ? 'light' : 'filled'}
          color={sent ? 'gray' : undefined}
          disabled={sent}
          onClick={() => onAdd(user)}
        >
          {sent ? t('suggestions.requestSent') : t('suggestions.add')}
        </Button>
      </Stack>
    </Card>
  );
}
