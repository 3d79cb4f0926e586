/**
 * The Review tab: the member's own review (read-only with Edit and Delete behind a confirmation),
 * or the form when they have none (SPEC §2, §4, §8). Everyone else's reviews are not behind a tab:
 * they follow the tabs on the page (ReviewList.tsx).
 */
import '@mantine/core/styles/Modal.css';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '../../lib/returnTo';
import { graphql } from '../../gql';
import { errorMessage, toast } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { ReviewCard, type ReviewView } from '../../components/reviews/ReviewCard';
import type { ReviewDraft } from './ReviewForm';

// Members only (a guest is asked to sign in): its inputs and stars load with it, not with the page.
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

const CreateReview = graphql(`
  mutation CreateReview($bookId: ID!, $input: ReviewInput!) {
    createReview(bookId: $bookId, input: $input) {
      id
      book {
        id
        rating
        reviewsCount
        totalRatings
      }
    }
  }
`);
const UpdateReview = graphql(`
  mutation UpdateReview($id: ID!, $input: ReviewInput!) {
    updateReview(id: $id, input: $input) {
      id
      rating
      title
      content
      containsSpoiler
      isEdited
      updatedAt
    }
  }
`);
const DeleteReview = graphql(`
  mutation DeleteReview($id: ID!) {
    deleteReview(id: $id) {
      id
      rating
      reviewsCount
      totalRatings
      myReview {
        id
      }
    }
  }
`);

interface Props {
  bookId: string;
  mine: ReviewView | null;
}

export function MyReview({ bookId, mine }: Props) {
  const { t } = useTranslation('book');
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refetch = { refetchQueries: ['BookPage'], awaitRefetchQueries: true };
  const [create, creating] = useMutation(CreateReview, refetch);
  const [update, updating] = useMutation(UpdateReview, refetch);
  const [remove, removing] = useMutation(DeleteReview, refetch);

  const run = async (action: () => Promise<unknown>, fallback: string, done?: string) => {
    setError(null);
    try {
      await action();
      if (done) toast.success(done);
      return true;
    } catch (e) {
      setError(errorMessage(e, fallback));
      return false;
    }
  };
  const input = (d: ReviewDraft) => ({
    rating: d.rating,
    title: d.title.trim(),
    content: d.content.trim(),
    containsSpoiler: d.containsSpoiler,
  });

  return (
    <Stack gap="lg">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!token ? (
        <Button variant="light" w="fit-content" onClick={() => void navigate(loginPath(location))}>
          {t('reviews.signIn')}
        </Button>
      ) : mine && !editing ? (
        <Stack gap="xs">
          <Title order={3} fz="lg">
            {t('reviews.yours')}
          </Title>
          <ReviewCard
            review={mine}
            actions={
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  {t('reviews.edit')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)}>
                  {t('reviews.delete')}
                </Button>
              </Group>
            }
          />
        </Stack>
      ) : (
        <Stack gap="xs">
          <Title order={3} fz="lg">
            {mine ? t('reviews.editTitle') : t('reviews.writeTitle')}
          </Title>
          <Suspense fallback={null}>
            <ReviewForm
              initial={mine ?? undefined}
              submitLabel={mine ? t('reviews.update') : t('reviews.submit')}
              busy={creating.loading || updating.loading}
              onCancel={mine ? () => setEditing(false) : undefined}
              onSubmit={(d) =>
                void (mine
                  ? run(() => update({ variables: { id: mine.id, input: input(d) } }), t('reviews.updateFailed')).then(
                      (ok) => ok && setEditing(false),
                    )
                  : run(() => create({ variables: { bookId, input: input(d) } }), t('reviews.submitFailed')))
              }
            />
          </Suspense>
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('reviews.confirmTitle')} centered>
        <Text mb="md">{t('reviews.confirmText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('reviews.cancel')}
          </Button>
          <Button
            color="red"
            loading={removing.loading}
            onClick={() =>
              mine &&
              void run(() => remove({ variables: { id: mine.id } }), t('reviews.deleteFailed')).then(() =>
                setConfirming(false),
              )
            }
          >
            {t('reviews.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
