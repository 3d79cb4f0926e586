/**
 * Asks before a friendship ends (issue 16): unfriending is one request with no undo, so the
 * member confirms it in a modal that names the friend. Cancel (focused first, and Escape) leaves
 * everything as it was; 'Unfriend' runs the action and closes the modal when it has settled.
 */
import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  /** The friend's full name, or null while nobody is being asked about. */
  name: string | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmUnfriend({ name, busy = false, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title={`Unfriend ${name ?? ''}?`} centered>
      <Text mb="md">
        {name} will be removed from your friends. You can send a new friend request later, but they would need to accept
        it again.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          Unfriend
        </Button>
      </Group>
    </Modal>
  );
}
