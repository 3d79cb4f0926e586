/**
 * Asks before a friendship ends (issue 16): unfriending is one request with no undo, so the
 * member confirms it in a modal that names the friend. Cancel (focused first, and Escape) leaves
 * everything as it was; 'Unfriend' runs the action and closes the modal when it has settled.
 */
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

interface Props {
  /** The friend's full name, or null while nobody is being asked about. */
  name: string | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmUnfriend({ name, busy = false, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={name !== null} onClose={onCancel} title={t('unfriend.title', { name: name ?? '' })} centered>
      <Text mb="md">{t('unfriend.text', { name })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('unfriend.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {t('unfriend.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
