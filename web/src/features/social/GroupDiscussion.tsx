/**
 * A reading group opened from Book Social (issue 36 item 4): what it is reading, Join/Leave, its
 * members, and its discussion: posts newest first with their replies, a spoiler flag (spoilers
 * blurred until clicked, like reviews), a reply under each post for members, and Hide/Show for
 * staff. One query for the group and its discussion; its own chunk, loaded when opened.
 */
import '@mantine/core/styles/Modal.css';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Pager } from '../../components/Pager';
import { graphql } from '../../gql';
import type { GroupDiscussionQuery } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { MOBILE_QUERY } from '../../lib/media';
import { errorMessage, toast } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { MemberLine } from './MemberLine';
import { JoinLeaveButton } from './JoinLeaveButton';

export const CONTENT_MAX = 5000;

const GroupDiscussionQueryDoc = graphql(`
  query GroupDiscussion($id: ID!, $page: Int = 1) {
    readingGroup(id: $id) {
      group {
        id
        name
        description
        memberCount
        isMember
        book {
          id
          title
        }
      }
      members {
        joinedAt
        user {
          id
          username
          firstName
          lastName
          isVerified
          profilePictureUrl
        }
      }
    }
    groupPosts(groupId: $id, page: $page) {
      totalCount
      page
      pageCount
      items {
        id
        content
        containsSpoiler
        hidden
        createdAt
        author {
          id
          firstName
          lastName
        }
        replies {
          id
          content
          containsSpoiler
          hidden
          createdAt
          author {
            id
            firstName
            lastName
          }
        }
      }
    }
  }
`);

const PostInReadingGroup = graphql(`
  mutation PostInReadingGroup($groupId: ID!, $content: String!, $containsSpoiler: Boolean, $parentId: ID) {
    postInReadingGroup(groupId: $groupId, content: $content, containsSpoiler: $containsSpoiler, parentId: $parentId) {
      id
    }
  }
`);

const SetGroupPostHidden = graphql(`
  mutation SetGroupPostHidden($id: ID!, $hidden: Boolean!) {
    staffSetGroupPostHidden(id: $id, hidden: $hidden) {
      id
      hidden
    }
  }
`);

type Post = GroupDiscussionQuery['groupPosts']['items'][number];
type Reply = Post['replies'][number];

/** A post's text; a spoiler is blurred until clicked. */
function PostContent({ post }: { post: Pick<Reply, 'content' | 'containsSpoiler'> }) {
  const { t } = useTranslation('social');
  const [revealed, setRevealed] = useState(false);
  if (post.containsSpoiler && !revealed)
    return (
      <UnstyledButton onClick={() => setRevealed(true)} aria-label={t('groups.showSpoiler')}>
        <Box style={{ filter: 'blur(6px)', userSelect: 'none' }} aria-hidden>
          <Text size="sm">{post.content}</Text>
        </Box>
        <Text size="sm" c="orange.8" fw={600} mt={4}>
          {t('groups.spoilerNotice')}
        </Text>
      </UnstyledButton>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {post.content}
    </Text>
  );
}

/** Writing a post or a reply: its text and the spoiler flag. */
function PostForm({ groupId, parentId, onPosted }: { groupId: string; parentId?: string; onPosted: () => void }) {
  const { t } = useTranslation('social');
  const [content, setContent] = useState('');
  const [spoiler, setSpoiler] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [post, posting] = useMutation(PostInReadingGroup);
  const submit = async () => {
    if (!content.trim()) return setError(t('groups.post.required'));
    setError(null);
    try {
      await post({
        variables: { groupId, content: content.trim(), containsSpoiler: spoiler, ...(parentId && { parentId }) },
      });
      setContent('');
      setSpoiler(false);
      onPosted();
    } catch (e) {
      toast.error(errorMessage(e, t('groups.post.failed')));
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={parentId ? t('groups.post.replyLabel') : t('groups.post.label')}
        autosize
        minRows={parentId ? 1 : 2}
        maxLength={CONTENT_MAX}
        value={content}
        error={error}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <Group justify="space-between">
        <Checkbox
          label={t('groups.post.spoiler')}
          checked={spoiler}
          onChange={(e) => setSpoiler(e.currentTarget.checked)}
        />
        <Button size="xs" loading={posting.loading} onClick={() => void submit()}>
          {parentId ? t('groups.post.reply') : t('groups.post.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

function PostView({
  post,
  canReply,
  staff,
  groupId,
  onChanged,
}: {
  post: Reply & { replies?: Reply[] };
  canReply: boolean;
  staff: boolean;
  groupId: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('social');
  const { date } = useFormat();
  const [replying, setReplying] = useState(false);
  const [setHidden, hiding] = useMutation(SetGroupPostHidden);
  const hide = async () => {
    try {
      await setHidden({ variables: { id: post.id, hidden: !post.hidden } });
      toast.success(post.hidden ? t('groups.post.shown') : t('groups.post.hidden'));
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e, t('groups.post.hideFailed')));
    }
  };
  return (
    <Stack gap={6} component="article" aria-label={t('groups.post.by', { name: post.author.firstName })}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={700}>
          {post.author.firstName} {post.author.lastName}
        </Text>
        <Text size="xs" c="dimmed">
          {date(post.createdAt)}
        </Text>
        {post.containsSpoiler && (
          <Badge size="xs" color="orange" variant="light">
            {t('groups.post.spoilerTag')}
          </Badge>
        )}
        {post.hidden && (
          <Badge size="xs" color="red" variant="light">
            {t('groups.post.hiddenTag')}
          </Badge>
        )}
      </Group>
      <PostContent post={post} />
      <Group gap="xs">
        {canReply && post.replies && (
          <Button size="compact-xs" variant="subtle" onClick={() => setReplying((r) => !r)}>
            {t('groups.post.reply')}
          </Button>
        )}
        {staff && (
          <Button size="compact-xs" variant="subtle" color="red" loading={hiding.loading} onClick={() => void hide()}>
            {post.hidden ? t('groups.post.show') : t('groups.post.hide')}
          </Button>
        )}
      </Group>
      {post.replies && (post.replies.length > 0 || replying) && (
        <Stack gap="sm" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
          {post.replies.map((r) => (
            <PostView key={r.id} post={r} canReply={false} staff={staff} groupId={groupId} onChanged={onChanged} />
          ))}
          {replying && (
            <PostForm
              groupId={groupId}
              parentId={post.id}
              onPosted={() => {
                setReplying(false);
                onChanged();
              }}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

export function GroupDiscussion({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const { t } = useTranslation('social');
  const { number } = useFormat();
  const phone = useMediaQuery(MOBILE_QUERY);
  const staff = Boolean(useSession().user?.staffRole);
  const [page, setPage] = useState(1);
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(GroupDiscussionQueryDoc, {
    variables: { id: groupId, page },
    fetchPolicy: 'cache-and-network',
  });
  // While another page of posts loads, the one being left stays in view.
  const data = current ?? previousData;
  const detail = data?.readingGroup;
  const group = detail?.group;
  const reload = () => void refetch();
  // A new post is the newest: it heads the first page.
  const posted = () => (page === 1 ? reload() : setPage(1));

  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={phone} title={group?.name ?? t('groups.title')}>
      {loading && !data && <Loader size="sm" />}
      {error && !data && (
        <Alert color="red" role="alert">
          {t('groups.loadFailed')}
        </Alert>
      )}
      {data && !group && <Text>{t('groups.notFound')}</Text>}
      {group && detail && (
        <Stack gap="lg">
          <Stack gap={6}>
            {group.book && <Text size="sm">{t('groups.reading', { title: group.book.title })}</Text>}
            {group.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {group.description}
              </Text>
            )}
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('groups.members', { count: group.memberCount })}
              </Text>
              <JoinLeaveButton group={group} onChanged={reload} />
            </Group>
          </Stack>
          <Stack gap="xs" component="section" aria-label={t('groups.membersTitle')}>
            <Title order={3} fz="md">
              {t('groups.membersTitle')}
            </Title>
            {detail.members.map((m) => (
              <MemberLine key={m.user.id} member={m.user} />
            ))}
          </Stack>
          <Stack gap="sm" component="section" aria-label={t('groups.discussion')}>
            <Title order={3} fz="md">
              {t('groups.discussion')} ({number(data.groupPosts.totalCount)})
            </Title>
            {group.isMember ? (
              <PostForm groupId={group.id} onPosted={posted} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('groups.joinToPost')}
              </Text>
            )}
            {data.groupPosts.items.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('groups.noPosts')}
              </Text>
            )}
            {data.groupPosts.items.map((p) => (
              <Card key={p.id} withBorder radius="md" padding="sm">
                <PostView post={p} canReply={group.isMember} staff={staff} groupId={group.id} onChanged={reload} />
              </Card>
            ))}
            <Pager page={data.groupPosts.page} pageCount={data.groupPosts.pageCount} onPage={setPage} />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
