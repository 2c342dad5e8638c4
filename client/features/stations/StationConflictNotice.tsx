import type { Station } from '../../../shared/records.ts';
import { ConflictNotice } from '../../components/ConflictNotice.tsx';
import type { FieldConflict, RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import { formatFieldValue } from '../../lib/format/fieldValue.ts';

/** Their value and mine of a station field someone else changed after this device saved it (StationConflict.tsx). */
export function StationConflictNotice({ draft, conflict }: { draft: RecordDraftView<Station>; conflict: FieldConflict<Station> }) {
  const { field } = conflict;
  return (
    <ConflictNotice by={draft.values?.modBy || null} theirs={formatFieldValue('station', field, conflict.theirs)}
      mine={formatFieldValue('station', field, conflict.mine)}
      onKeepMine={() => draft.resolveConflict(field, true)} onAccept={() => draft.resolveConflict(field, false)} />
  );
}
