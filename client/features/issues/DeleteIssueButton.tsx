import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { Issue } from '../../../shared/records.ts';
import { notifyError } from '../../components/notify.ts';
import { errorMessage } from '../../lib/http.ts';
import { useRemoveIssue } from './api.ts';

interface DeleteIssueButtonProps {
  issue: Issue;
  /** Runs before the delete (saves pending edits, so nothing tries to save a deleted issue). */
  beforeDelete: () => Promise<unknown>;
  onDeleted: () => void;
}

/** 'Delete Issue' with the confirmation of SPEC §5 and the failure text of SPEC §8. */
export function DeleteIssueButton({ issue, beforeDelete, onDeleted }: DeleteIssueButtonProps) {
  const remove = useRemoveIssue();
  const confirm = () => modals.openConfirmModal({
    title: 'Delete Issue',
    children: <Text size="sm">Really delete this issue?</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
    onConfirm: () => {
      void beforeDelete().then(() => remove.mutate(issue, {
        onSuccess: onDeleted,
        onError: (error) => notifyError(`Could not delete: ${errorMessage(error)}`),
      }));
    },
  });
  return (
    <Button color="red" leftSection={<IconTrash size={16} />} onClick={confirm} loading={remove.isPending}>
      Delete Issue
    </Button>
  );
}
