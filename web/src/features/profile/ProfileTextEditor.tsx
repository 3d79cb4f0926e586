/**
 * The own profile's bio or status, read-only with an edit button, then a text box with a live
 * character count (SPEC §5: bio 500, status 150). Saving is refused while the text is blank,
 * longer than the limit, or already being saved; the parent does the saving and the toasts.
 */
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFormat } from '../../i18n/format';

interface Props {
  /** Which text: it names the field's label, buttons ('Edit bio') and error. */
  field: 'bio' | 'status';
  value: string;
  max: number;
  /** What shows when not editing (the styled text, or a prompt when empty). */
  display: ReactNode;
  minRows?: number;
  onSave: (text: string) => Promise<boolean>;
}

export function ProfileTextEditor({ field, value, max, display, minRows = 2, onSave }: Props) {
  const { t } = useTranslation('profile');
  const { number } = useFormat();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <Group gap={6} align="flex-start" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>{display}</div>
        <Tooltip label={t(`editor.${field}.edit`)}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t(`editor.${field}.edit`)}
            onClick={() => setDraft(value)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  const tooLong = draft.length > max;
  const blank = draft.trim() === '';
  const save = async () => {
    if (blank || tooLong || saving) return;
    setSaving(true);
    const ok = await onSave(draft.trim());
    setSaving(false);
    if (ok) setDraft(null);
  };

  return (
    <Stack gap={6}>
      <Textarea
        label={t(`editor.${field}.label`)}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        autosize
        minRows={minRows}
        maxRows={8}
        error={tooLong ? t(`editor.${field}.tooLong`, { max }) : undefined}
        data-autofocus
        autoFocus
      />
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c={tooLong ? 'red.7' : 'dimmed'} aria-live="polite">
          {number(draft.length)}/{number(max)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={saving}>
            {t('editor.cancel')}
          </Button>
          <Button size="xs" onClick={() => void save()} loading={saving} disabled={blank || tooLong}>
            {t(`editor.${field}.save`)}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
