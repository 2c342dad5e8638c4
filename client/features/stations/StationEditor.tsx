import { ActionIcon, Anchor, Breadcrumbs, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallbackRef, useDocumentTitle } from '@mantine/hooks';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { rooms } from '../../../shared/realtime.ts';
import { recordName } from '../../../shared/recordNames.ts';
import type { Station, StationDetail } from '../../../shared/records.ts';
import { Deferred } from '../../components/Deferred.tsx';
import { LiveChangeAnnouncer } from '../../components/LiveChangeAnnouncer.tsx';
import { PresenceAvatars } from '../../components/Presence.tsx';
import { SaveState } from '../../components/SaveState.tsx';
import { useCollabDoc } from '../../lib/collab/collab.ts';
import { useWhoami } from '../../lib/api/commonQueries.ts';
import { useRecordDraft } from '../../lib/drafts/useRecordDraft.ts';
import { useOnline } from '../../lib/offline/online.ts';
import { titleWithSaveState } from '../../lib/drafts/saveState.ts';
import { useLeaveGuard, useSaveState } from '../../lib/drafts/useSaveState.ts';
import { useLiveRecord } from '../../lib/live/useLive.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { sectionPageClass, StationSectionNav } from './StationSectionNav.tsx';
import { StationOverview } from './StationOverview.tsx';
import { useSubProjects } from './SubProjects.tsx';
import { STATION_LABELS } from '../../../shared/stationLabels.ts';
import { useDeleteStation } from './useDeleteStation.tsx';
import { LaterTooltip } from '../../components/LaterTooltip.tsx';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';

// What is under the header (every field: zod's checks, Yjs; the panels): its code loads once the header has painted
// (StationDetails.tsx).
const StationDetails = lazyAtOnce(async () => (await import('./StationDetails.tsx')).StationDetails);

/** A station with its unsaved edits; setParent travels with them (0 disconnects). */
type StationDraftValues = Station & { setParent?: number };

interface StationEditorProps {
  detail: StationDetail;
  onDeleting: (deleting: boolean) => void;
}

/**
 * The phone's bar of the page's sections, with Sub-projects when the station has some. A component of its own,
 * like the other parts that read the station list: the list arriving re-renders them, not the whole screen.
 */
function Sections({ sid, ncrs, products }: { sid: number; ncrs: number; products: number }) {
  const subProjects = useSubProjects(sid);
  return (
    <StationSectionNav sections={[
      { id: 'station-details', label: 'Details' },
      { id: 'ncrlist', label: 'NCRs', count: ncrs },
      { id: 'products', label: 'Products', count: products },
      ...(subProjects.length > 0 ? [{ id: 'subprojects', label: 'Sub-projects', count: subProjects.length }] : []),
    ]} />
  );
}

/**
 * The station detail screen for one sid (SPEC §2 Station detail); key it by sid. Memoised: a refetch that
 * brings the same station (every reconnect) renders the page around it again, not the screen.
 */
export const StationEditor = memo(function StationEditor({ detail, onDeleting }: StationEditorProps) {
  const { st, issues, prods } = detail;
  const sid = st.sid;
  const [parentBusy, setParentBusy] = useState(false);
  const live = useLiveRecord(rooms.station(sid), [rooms.stations]);
  const whoami = useWhoami();
  const online = useOnline();

  // Saved every 1720 ms while dirty by the draft sender (stationDrafts.ts), also once this screen is left.
  const draft = useRecordDraft<StationDraftValues>(recordName('station', sid), st, whoami.data?.name);
  const shared = useCollabDoc(recordName('station', sid), draft.ready);
  const state = useSaveState(draft, shared, STATION_LABELS);
  useLeaveGuard(state, draft.flush);
  useDocumentTitle(titleWithSaveState(`Service / ${st.projId}`, state));

  const remove = useDeleteStation(st, { before: () => draft.flush(), onDeleting });

  // The same function at every render (StationOverview is memoised), setting the parent with the latest draft.
  const setParentLatest = useCallbackRef((parentSid: number) => void setParent(parentSid));
  async function setParent(parentSid: number) {
    setParentBusy(true);
    draft.set('setParent', parentSid);
    const saved = await draft.flush();
    // A refused parent must not be sent again at every autosave.
    if (!saved) draft.discard('setParent');
    setParentBusy(false);
  }

  if (!draft.ready) return <Center py={120}><Loader aria-label="Loading station" /></Center>;

  return (
    <Stack gap="md" className={sectionPageClass}>
      <Group justify="space-between" gap="sm">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={paths.stations} size="sm">Stations</Anchor>
          <Text size="sm" c="dimmed">{st.projId}</Text>
        </Breadcrumbs>
        {/* The title first, in a short task (it is the page's largest paint); the actions, the flags and the rest of the
            header right after, in a deferred render: the whole header in one commit was a task of 100-150 ms at 4x CPU.
            The actions' row keeps their height meanwhile. */}
        <Group gap="xs" mih={36} data-testid="record-actions">
          <Deferred>
            <PresenceAvatars viewers={live.others} />
            <SaveState state={state} />
            <LiveChangeAnnouncer what="station" modif={st.modif} modBy={st.modBy} me={whoami.data?.name} />
            <HistoryButton target={{ kind: 'station', record: st }} draft={draft} shared={shared} />
            <ImageUpload sid={sid} hasImage={Boolean(st.imageUrl)} />
            <LaterTooltip label="Delete station" withArrow openDelay={300}>
              <ActionIcon variant="subtle" color="red" size={36} aria-label="Delete station" onClick={remove.confirm} loading={remove.pending}>
                <IconTrash size={18} />
              </ActionIcon>
            </LaterTooltip>
          </Deferred>
        </Group>
      </Group>

      <Sections sid={sid} ncrs={issues.length} products={prods.length} />

      <StationOverview st={st} draft={draft} parentBusy={parentBusy} online={online} onSetParent={setParentLatest} />

      {/* The header first, at once; what is under it right after, in a deferred render. */}
      <Deferred>
        <SuspenseAtOnce fallback={<Center py={80}><Loader size="sm" aria-label="Loading fields" /></Center>} inSlices>
          <StationDetails sid={sid} draft={draft} shared={shared} live={live} issues={issues} prods={prods} remove={remove} />
        </SuspenseAtOnce>
      </Deferred>
    </Stack>
  );
});
