import { Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { modals } from '../../components/modals.ts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { Station } from '../../../shared/records.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { useRemoveStation } from './api.ts';

export const DELETE_STATION_CONFIRM = 'Really delete this station? ALL information including issues will be lost.';

interface DeleteOptions {
  /** Runs before the delete (saves pending edits so nothing is sent to a deleted station). */
  before: () => Promise<unknown>;
  /** Tells the page a delete is under way, so the vanished record is not reported as a load failure. */
  onDeleting: (deleting: boolean) => void;
}

/** Asks 'Really delete this station? …' and deletes it; on success goes to the list and says so (SPEC §2, §5, §8). */
export function useDeleteStation({ sid, projId, name }: Pick<Station, 'sid' | 'projId' | 'name'>, { before, onDeleting }: DeleteOptions) {
  const remove = useRemoveStation();
  const navigate = useNavigate();

  // The same function at every render, asking with the latest station and options: the memoised parts given it
  // do not render again for it.
  const confirm = useCallbackRef(() => modals.openConfirmModal({
    title: 'Delete Station',
    children: <Text size="sm">{DELETE_STATION_CONFIRM}</Text>,
    labels: { confirm: 'Delete Station', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => void run(),
  }));

  // Awaited rather than with mutate's callbacks: those are skipped once the editor unmounts, which it does as soon
  // as the deleted station leaves the cache.
  async function run() {
    await before();
    onDeleting(true);
    try {
      await remove.mutateAsync(sid);
    } catch (error) {
      onDeleting(false);
      notifyError(`Could not delete: ${errorMessage(error)}`);
      return;
    }
    notifySuccess(`Station ${projId} ${name} deleted`);
    void navigate(paths.stations);
  }

  return useMemo(() => ({ confirm, pending: remove.isPending }), [confirm, remove.isPending]);
}
