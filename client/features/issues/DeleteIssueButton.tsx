import { Button, Text } from '@mantine/core';
import { modals } from '../../components/modals.ts';
import { IconTrash } from '@tabler/icons-react';
import type { Issue } from '../../../shared/records.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { errorMessage } from '../../lib/api/http.ts';
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
    onConfirm: () => void run(),
  });

  // Awaited rather than with mutate's callbacks: those are skipped once the editor unmounts, which it may as soon
  // as the deleted NCR leaves the cache.
  async function run() {
    await beforeDelete();
    try {
      await remove.mutateAsync(issue);
    } catch (error) {
      notifyError(`Could not delete: ${errorMessage(error)}`);
      return;
    }
    notifySuccess(`${issue.snid} deleted`);
    onDeleted();
  }

  return (
    <Button color="red" leftSection={<IconTrash size={16} />} onClick={confirm} loading={remove.isPending}>
      Delete Issue
    </Button>
  );
}
