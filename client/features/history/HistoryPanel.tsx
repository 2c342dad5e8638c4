import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { modals } from '../../components/modals.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '../../../shared/history.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import type { CollabSession } from '../../lib/collab/collab.ts';
import type { RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { useOlderPages } from '../../lib/lists/useOlderPages.ts';
import { restoreValue, useRecordHistory } from './api.ts';
import { fieldLabel, restoredWhat } from './describeEntry.ts';
import { HistoryEntryList } from './HistoryEntryList.tsx';
import { restoreOf, type Restore, type RestoreTarget } from './restoreValue.ts';
import { recordName } from '../../../shared/recordNames.ts';
import { useWhoami } from '../../lib/api/commonQueries.ts';
import { keptKey, keptText } from '../../lib/collab/keptTexts.ts';
import { getDraft, updateDraft } from '../../lib/drafts/draftStore.ts';

/** The editor's draft, as far as Restore needs it: which fields hold unsaved edits, and dropping one. */
type EditorDraft = Pick<RecordDraftView<{ modif: string } & Record<string, unknown>>, 'pending' | 'invalid' | 'discard' | 'setInvalid'>;

export interface HistoryPanelProps {
  /** The record as saved now: what Restore compares with and builds on. */
  target: RestoreTarget;
  /** The open editor's draft and shared text: Restore asks before it replaces an edit not saved yet. */
  draft: EditorDraft;
  shared: CollabSession | null;
}

/** The drawer's content (HistoryButton.tsx): the record's changes, newest first, live, with Restore. */
export function HistoryPanel({ target, draft, shared }: HistoryPanelProps) {
  const id = target.kind === 'station' ? target.record.sid : target.record.iid;
  const history = useRecordHistory(target.kind, id, true);
  const showOlder = useOlderPages(history, `${target.kind} ${id}`);
  const client = useQueryClient();
  const user = useWhoami().data?.name;

  if (history.isPending) return <Center py="xl"><Loader size="sm" aria-label="Loading history" /></Center>;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load the history">
        <Text size="sm">{errorMessage(history.error)}</Text>
        <Button size="compact-sm" variant="light" color="red" mt="xs" onClick={() => void history.refetch()}>Try again</Button>
      </Alert>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <Text size="sm" c="dimmed">No changes yet.</Text>;

  const unsaved = new Set<string>([...draft.pending, ...Object.keys(draft.invalid), ...(shared?.pending ?? [])]);

  async function put(entry: HistoryEntry, restore: Restore): Promise<void> {
    const what = restoredWhat(entry);
    try {
      await restoreValue(client, target, restore);
      notifySuccess(`Restored ${what}`);
    } catch (error) {
      notifyError(`Could not restore ${what}: ${errorMessage(error)}`);
    }
  }

  const onRestore = (entry: HistoryEntry) => {
    const restore = restoreOf(entry, target);
    if (!restore) return null;
    if (restore.record) return async () => {
      if (user && partHasUnsaved(user, recordName(restore.record!.kind, restore.record!.id), restore.field)) {
        if (!(await confirmReplacingEdit(`Action ${restore.record!.id} · ${fieldLabel('action', restore.field)}`))) return;
        dropPartEdit(user, recordName(restore.record!.kind, restore.record!.id), restore.field);
      }
      await put(entry, restore);
    };
    return async () => {
      if (unsaved.has(restore.field)) {
        if (!(await confirmReplacingEdit(fieldLabel(target.kind, restore.field)))) return;
        // Dropped first: the autosave must not send the edit over the restored value a moment later.
        draft.discard(restore.field);
        if (restore.field in draft.invalid) draft.setInvalid(restore.field, null);
      }
      await put(entry, restore);
    };
  };

  return (
    <Stack gap="md">
      <HistoryEntryList entries={entries} onRestore={onRestore} />
      {history.hasNextPage && (
        <Button variant="default" onClick={showOlder} loading={history.isFetchingNextPage}>
          Show older changes
        </Button>
      )}
    </Stack>
  );
}

/** Whether a part of the record (an NCR's action) holds an edit of `field` not saved yet, on this device. */
function partHasUnsaved(user: string, key: string, field: string): boolean {
  const draft = getDraft(user, key);
  return Boolean(draft && (field in draft.changes || field in draft.invalid)) || Boolean(keptText(keptKey(user, key))?.pending.includes(field));
}

/** Drops such an edit first: the autosave must not send it over the restored value a moment later. */
function dropPartEdit(user: string, key: string, field: string): void {
  updateDraft(user, key, (draft) => {
    if (!draft) return draft;
    const { [field]: _changed, ...changes } = draft.changes;
    const { [field]: _typed, ...invalid } = draft.invalid;
    return { ...draft, changes, invalid };
  });
}

/** Restoring a field that holds an edit not saved yet replaces that edit: only when the user says so. */
function confirmReplacingEdit(label: string): Promise<boolean> {
  return new Promise((resolve) => modals.openConfirmModal({
    title: 'Replace your unsaved change?',
    children: <Text size="sm">You changed “{label}” and it is not saved yet. Restoring the earlier value replaces your change.</Text>,
    labels: { confirm: 'Restore', cancel: 'Keep my change' },
    onConfirm: () => resolve(true),
    onCancel: () => resolve(false),
    onClose: () => resolve(false),
  }));
}
