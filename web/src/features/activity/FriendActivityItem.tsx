/**
 * One line of friends' activity: who did what to which book, when; a review's text is blurred
 * while it holds spoilers, as reviews are everywhere else (ReviewContent).
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MemberAvatar } from '../../components/MemberAvatar';
import { ReviewContent } from '../../components/reviews/ReviewCard';
import { Stars } from '../../components/Stars';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { FriendActivityItem_ActivityFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';

export const FriendActivityItem_activity = graphql(`
  fragment FriendActivityItem_activity on FriendActivity {
    id
    kind
    at
    shelf
    pages
    percent
    member {
      id
      firstName
      lastName
      profilePictureUrl
    }
    book {
      id
      title
    }
    review {
      id
      rating
      title
      content
      containsSpoiler
    }
    challenge {
      calendar
      year
      goal
    }
  }
`);

export function FriendActivityItem({ activity }: { activity: FragmentType<FriendActivityItem_ActivityFragment> }) {
  const { data: a, complete } = useFragment({ fragment: FriendActivityItem_activity, from: activity });
  const { t } = useTranslation('activity');
  const { number, year, date } = useFormat();
  if (!complete) return null;
  const name = `${a.member.firstName} ${a.member.lastName}`.trim();
  const title = a.book?.title ?? '';
  const line = (() => {
    switch (a.kind) {
      case 'SHELVED':
        return a.shelf === 'WANT_TO_READ' || a.shelf === 'DID_NOT_FINISH'
          ? t(`shelved.${a.shelf}`, { name, title })
          : t('shelved.CURRENTLY_READING', { name, title });
      case 'FINISHED':
        return t('finished', { name, title });
      case 'PROGRESS':
        return a.percent !== null && a.percent !== undefined
          ? t('progressPercent', { name, title, percent: number(a.percent) })
          : t('progressPages', { name, title, pages: number(a.pages ?? 0) });
      case 'REVIEWED':
        return t('reviewed', { name, title, rating: number(a.review?.rating ?? 0) });
      case 'CHALLENGE_MILESTONE':
        return t(a.challenge?.calendar === 'BS' ? 'milestoneBs' : 'milestone', {
          name,
          percent: number(a.percent ?? 0),
          goal: number(a.challenge?.goal ?? 0),
          year: year(a.challenge?.year ?? 0),
        });
    }
  })();
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-activity-kind={a.kind}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Anchor component={Link} to={paths.profile(a.member.id)} aria-label={name}>
          <MemberAvatar member={a.member} decorative size={36} />
        </Anchor>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm">
            {a.book ? (
              <Anchor component={Link} to={paths.book(a.book.id)} inherit c="inherit">
                {line}
              </Anchor>
            ) : (
              line
            )}
          </Text>
          {a.review && (
            <>
              <Stars rating={a.review.rating} />
              <ReviewContent review={a.review} />
            </>
          )}
          <Text size="xs" c="dimmed">
            {date(a.at)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
