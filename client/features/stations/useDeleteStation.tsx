import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { notifyError } from '../../components/notify.ts';
import { errorMessage } from '../../lib/http.ts';
import { useRemoveStation } from './api.ts';

export const DELETE_STATION_CONFIRM = 'Really delete this station? ALL information including issues will be lost.';

interface DeleteOptions {
  /** Runs before the delete (saves pending edits so nothing is sent to a deleted station). */
  before: () => Promise<unknown>;
  /** Tells the page a delete is under way, so the vanished record is not reported as a load failure. */
  onDeleting: (deleting: boolean) => void;
}

/** Asks 'Really delete this station? …' and deletes it; goes to the list on success (SPEC §2, §5, §8). */
export function useDeleteStation(sid: number, { before, onDeleting }: DeleteOptions) {
  const remove = useRemoveStation();
  const navigate = useNavigate();

  const confirm = () => modals.openConfirmModal({
    title: 'Delete Station',
    children: <Text size="sm">{DELETE_STATION_CONFIRM}</Text>,
    labels: { confirm: 'Delete Station', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => void run(),
  });

  async function run() {
    await before();
    onDeleting(true);
    remove.mutate(sid, {
      onSuccess: () => void navigate(paths.stations),
      onError: (error) => {
        onDeleting(false);
        notifyError(`Could not delete: ${errorMessage(error)}`);
      },
    });
  }

  return { confirm, pending: remove.isPending };
}
