import type { Station } from '../../../shared/records.ts';
import type { RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';

// The notice shows both values as the field's kind reads (client/lib/format/fieldValue.ts, from the field table of the
// shared schemas: zod): that code loads when there is a notice to show, not with the station's header.
const StationConflictNotice = lazyAtOnce(async () => (await import('./StationConflictNotice.tsx')).StationConflictNotice);

/** The notice under a field that someone else changed after this device saved it, if there is one. */
export function StationConflict({ draft, field }: { draft: RecordDraftView<Station>; field: keyof Station }) {
  const conflict = draft.conflicts.find((candidate) => candidate.field === field);
  if (!conflict) return null;
  return <SuspenseAtOnce fallback={null}><StationConflictNotice draft={draft} conflict={conflict} /></SuspenseAtOnce>;
}
