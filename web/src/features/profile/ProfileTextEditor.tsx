/**
 * The own profile's bio or status, read-only with an edit button, then a text box with a live
 * character count (SPEC §5: bio 500, status 150). Saving is refused while the text is blank,
 * longer than the limit, or already being saved; the parent does the saving and the toasts.
 */
import { ActionIcon, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

interface Props {
  /** 'Bio' or 'Status': the field's label, and its name in buttons ('Edit bio'). */
  label: string;
  value: string;
  max: number;
  /** What shows when not editing (the styled text, or a prompt when empty). */
  display: ReactNode;
  minRows?: number;
  onSave: (text: string) => Promise<boolean>;
}

export function ProfileTextEditor({ label, value, max, display, minRows = 2, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = label.toLowerCase();

  if (draft === null) {
    return (
      <Group gap={6} align="flex-start" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>{display}</div>
        <Tooltip label={`Edit ${name}`}>
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${name}`} onClick={() => setDraft(value)}>
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
        label={label}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        autosize
        minRows={minRows}
        maxRows={8}
        error={tooLong ? `${label} must be at most ${max} characters` : undefined}
        data-autofocus
        autoFocus
      />
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c={tooLong ? 'red.7' : 'dimmed'} aria-live="polite">
          {draft.length}/{max}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={saving}>
            Cancel
          </Button>
          <Button size="xs" onClick={() => void save()} loading={saving} disabled={blank || tooLong}>
            Save {label}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
