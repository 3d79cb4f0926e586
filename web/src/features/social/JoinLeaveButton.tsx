/** A reading group's Join/Leave, as the server answers it (the answer updates the cached group). */
import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { graphql } from '../../gql';
import { useTranslation } from '../../i18n/react';
import { errorMessage, toast } from '../../lib/notify';

export const JoinReadingGroup = graphql(`
  mutation JoinReadingGroup($id: ID!) {
    joinReadingGroup(id: $id) {
      id
      memberCount
      isMember
    }
  }
`);

export const LeaveReadingGroup = graphql(`
  mutation LeaveReadingGroup($id: ID!) {
    leaveReadingGroup(id: $id) {
      id
      memberCount
      isMember
    }
  }
`);

export function JoinLeaveButton({
  group,
  onChanged,
}: {
  group: { id: string; name: string; isMember: boolean };
  onChanged?: () => void;
}) {
  const { t } = useTranslation('social');
  const [join, joining] = useMutation(JoinReadingGroup);
  const [leave, leaving] = useMutation(LeaveReadingGroup);
  const toggle = async () => {
    try {
      if (group.isMember) await leave({ variables: { id: group.id } });
      else await join({ variables: { id: group.id } });
      onChanged?.();
    } catch (e) {
      toast.error(errorMessage(e, t('groups.joinFailed')));
    }
  };
  return (
    <Button
      size="xs"
      variant={group.isMember ? 'light' : 'filled'}
      leftSection={group.isMember ? <IconCheck size={14} /> : undefined}
      loading={joining.loading || leaving.loading}
      onClick={() => void toggle()}
      aria-label={
        group.isMember ? t('groups.leaveName', { name: group.name }) : t('groups.joinName', { name: group.name })
      }
    >
      {group.isMember ? t('groups.leave') : t('groups.join')}
    </Button>
  );
}
