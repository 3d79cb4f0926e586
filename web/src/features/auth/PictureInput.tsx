/** The sign-up picture: JPG or PNG up to 5 MB (SPEC §5), read into a data URL with a preview. */
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

const MAX_BYTES = 5 * 1024 * 1024;

export function PictureInput({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) return setError(t('picture.wrongType'));
    if (file.size > MAX_BYTES) return setError(t('picture.tooLarge'));
    const reader = new FileReader();
    reader.onload = () => onChange(String(reader.result));
    reader.onerror = () => setError(t('picture.unreadable'));
    reader.readAsDataURL(file);
  };
  return (
    <Stack gap={6}>
      <Input.Label>{t('picture.label')}</Input.Label>
      {/* The buttons stay beside the picture, one above the other, on the narrowest phone too. */}
      <Group wrap="nowrap" gap="md">
        <Avatar src={value} size={72} radius="xl" color="pine" alt={t('picture.preview')} />
        <Stack gap={4} align="flex-start">
          <FileButton onChange={pick} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="default" {...props}>
                {value ? t('picture.change') : t('picture.upload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onChange(null)}>
              {t('picture.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
