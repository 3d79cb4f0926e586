/**
 * The member's picture with 'Change picture': a JPG or PNG up to 5 MB (SPEC §5's messages),
 * uploaded as soon as it is chosen; the header's avatar follows through the session.
 */
import { useMutation } from '@apollo/client/react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import { errorMessage, toast } from '../../../lib/notify';
import { session } from '../../../lib/session';

const MAX_BYTES = 5 * 1024 * 1024;

const UpdatePicture = graphql(`
  mutation UpdateProfilePicture($picture: String!) {
    updateProfile(input: { profilePicture: $picture }) {
      id
      profilePictureUrl
    }
  }
`);

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(file);
  });
}

export function ProfilePictureField({ url, initials }: { url: string | null; initials: string }) {
  const { t } = useTranslation('account');
  const [upload, { loading }] = useMutation(UpdatePicture);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) return setProblem(t('picture.wrongType'));
    if (file.size > MAX_BYTES) return setProblem(t('picture.tooBig'));
    let picture: string;
    try {
      picture = await readDataUrl(file);
    } catch {
      return setProblem(t('picture.unreadable'));
    }
    try {
      const { data } = await upload({ variables: { picture } });
      const user = session.user;
      if (data && user)
        session.updateUser({ ...user, profilePictureUrl: data.updateProfile.profilePictureUrl ?? null });
      toast.account(t('picture.updated'));
    } catch (error) {
      toast.account(errorMessage(error, t('picture.updateFailed')), 'error');
    }
  };

  return (
    <Group gap="lg" wrap="nowrap">
      <Avatar src={url} size={96} radius={48} color="pine" alt={t('picture.alt')} fz={32}>
        {initials}
      </Avatar>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconCamera size={16} />}
              disabled={loading}
              style={{ alignSelf: 'flex-start' }}
            >
              {loading ? t('picture.uploading') : t('picture.change')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('picture.hint')}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
