import { Center, Loader, Stack } from '@mantine/core';
import { useCallbackRef, useDocumentTitle } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { rooms } from '../../../shared/realtime.ts';
import { recordName } from '../../../shared/recordNames.ts';
import type { Issue } from '../../../shared/records.ts';
import { Deferred } from '../../components/Deferred.tsx';
import { HeaderButton } from '../../components/HeaderButton.tsx';
import { LiveChangeAnnouncer } from '../../components/LiveChangeAnnouncer.tsx';
import { notifyError } from '../../components/notify.ts';
import { PresenceAvatars, PresenceScope } from '../../components/Presence.tsx';
import { SaveState } from '../../components/SaveState.tsx';
import { useCollabDoc } from '../../lib/collab/collab.ts';
import { useWhoami } from '../../lib/api/commonQueries.ts';
import { useRecordDraft } from '../../lib/drafts/useRecordDraft.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { titleWithSaveState } from '../../lib/drafts/saveState.ts';
import { useLeaveGuard, useSaveState } from '../../lib/drafts/useSaveState.ts';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';
import { useLiveRecord } from '../../lib/live/useLive.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { useIssue } from './api.ts';
import { IssueFields } from './IssueFields.tsx';
import { IssueHeading } from './IssueHeading.tsx';
import { ISSUE_LABELS } from '../../../shared/issueLabels.ts';
import { IssueMeta } from './IssueMeta.tsx';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';
import { useActions } from './actions/actionsApi.ts';
import { useActionsSaveState } from './actions/actionsSaveState.ts';

// Root cause, the actions and the effectiveness review (issue 36) load after the page's first screen, in a chunk of
// their own: the NCR's first load does not grow by them.
const loadQuality = () => import('./actions/IssueQuality.tsx');
const IssueQuality = lazyAtOnce(async () => (await loadQuality()).IssueQuality);
const ClosureNote = lazyAtOnce(async () => (await loadQuality()).ClosureNote);

// What is under the fields (the attachments, More actions, and the sections to come): its code starts loading when
// the editor mounts, beside the fields' first render, and shows under them (IssueSections.tsx).
const loadSections = () => import('./IssueSections.tsx');
const IssueSections = lazyAtOnce(async () => (await loadSections()).IssueSections);

/**
 * One issue, loaded and autosaved (SPEC §2 Issue detail, §4). Key it by iid: a new iid remounts it. Its code loads
 * after the page's first load (IssuePage.tsx).
 */
export function IssueEditor({ iid }: { iid: number }) {
  const navigate = useNavigate();
  const issue = useIssue(iid);
  const live = useLiveRecord(rooms.issue(iid));
  const whoami = useWhoami();
  const deleted = useRef(false);

  // Saved every 1871 ms while dirty by the draft sender (issueDrafts.ts), also once this screen is left.
  const draft = useRecordDraft<Issue>(recordName('issue', iid), issue.data, whoami.data?.name);
  const shared = useCollabDoc(recordName('issue', iid), Boolean(issue.data) && draft.ready);
  // Its actions are saved with it: their drafts, shared text and adds kept offline count in its save state.
  const actions = useActions(iid);
  const aids = useMemo(() => actions.data?.map((action) => action.aid) ?? [], [actions.data]);
  const actionsSaving = useActionsSaveState(iid, aids, whoami.data?.name);
  const state = useSaveState(draft, shared, ISSUE_LABELS, actionsSaving.parts);
  const { flush: flushIssue } = draft;
  const { flush: flushActions } = actionsSaving;
  const flush = useCallback(async () => (await Promise.all([flushIssue(), flushActions()])).every(Boolean), [flushIssue, flushActions]);
  useLeaveGuard(state, flush);

  // SPEC §8: an issue that cannot be loaded sends the user back to the NCR list.
  useEffect(() => {
    if (!issue.isError || deleted.current) return;
    notifyError(errorMessage(issue.error));
    void navigate(paths.issues, { replace: true });
  }, [issue.isError, issue.error, navigate]);

  // Their code, beside the fields' first render (a failed load shows where the part renders).
  useEffect(() => void loadSections().catch(() => undefined), []);
  const beforeDelete = useCallbackRef(() => draft.flush());
  const onDeleted = useCallbackRef(() => {
    deleted.current = true;
    void navigate(paths.issues);
  });

  const values = draft.values;
  useDocumentTitle(titleWithSaveState(values?.snid ?? 'NCR', state));

  if (issue.fetchStatus === 'paused' && !issue.data) return <OfflineMissing what="This NCR" />;
  if (!issue.data) return <Center py="xl"><Loader aria-label="Loading issue" /></Center>;
  // Until the draft is read, the heading as saved, as the page showed it while this code loaded.
  if (!values || !draft.ready) return <Stack gap="md"><IssueHeading snid={issue.data.snid} status={issue.data.status} /></Stack>;

  // The title first, in a short task; the actions, the fields and the rest in deferred renders right after (as on a
  // station's screen): the whole screen in one commit was a task of about 350 ms at 4x CPU. The actions' row keeps
  // their height meanwhile.
  return (
    <Stack gap="md">
      <IssueHeading
        snid={values.snid}
        status={values.status}
        actions={(
          <Deferred>
            <PresenceAvatars viewers={live.others} />
            <SaveState state={state} />
            <LiveChangeAnnouncer what="NCR" modif={issue.data.modif} modBy={issue.data.modBy} me={whoami.data?.name} />
            <HistoryButton target={{ kind: 'issue', record: issue.data, actions: actions.data }} draft={draft} shared={shared} />
            <HeaderButton label="8D report" icon={<IconReportAnalytics size={16} aria-hidden />} onClick={() => void navigate(paths.eightD(iid))} />
          </Deferred>
        )}
        details={(
          <Deferred>
            <IssueMeta saved={issue.data} values={values} editedAt={draft.editedAt} me={whoami.data?.name} />
          </Deferred>
        )}
      />

      <Deferred>
        <PresenceScope viewers={live.others} setField={live.setField}>
          <IssueFields draft={draft} shared={shared} statusNote={(
            <SuspenseAtOnce fallback={null}>
              <ClosureNote iid={iid} status={issue.data.status} effResult={values.effResult} actions={actions.data} />
            </SuspenseAtOnce>
          )} />
        </PresenceScope>

        {/* In a render of their own after the fields, their code loaded meanwhile: each is a shorter task. */}
        <Deferred>
          {whoami.data && (
            <SuspenseAtOnce fallback={<Center py="md"><Loader size="sm" aria-label="Loading actions" /></Center>} inSlices>
              <IssueQuality iid={iid} draft={draft} shared={shared} actions={actions} user={whoami.data.name} person={whoami.data.person || whoami.data.name}
                viewers={live.others} setField={live.setField} />
            </SuspenseAtOnce>
          )}
          <SuspenseAtOnce fallback={null} inSlices>
            <IssueSections iid={iid} issue={issue.data} beforeDelete={beforeDelete} onDeleted={onDeleted} />
          </SuspenseAtOnce>
        </Deferred>
      </Deferred>
    </Stack>
  );
}
