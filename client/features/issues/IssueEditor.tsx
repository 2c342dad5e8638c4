import { Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { rooms } from '../../../shared/realtime.ts';
import { recordName } from '../../../shared/recordNames.ts';
import type { Issue } from '../../../shared/records.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { Deferred } from '../../components/Deferred.tsx';
import { HeaderButton } from '../../components/HeaderButton.tsx';
import { LiveChangeAnnouncer } from '../../components/LiveChangeAnnouncer.tsx';
import { MoreActions } from '../../components/MoreActions.tsx';
import { notifyError } from '../../components/notify.ts';
import { PresenceAvatars, PresenceScope } from '../../components/Presence.tsx';
import { SaveState } from '../../components/SaveState.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useCollabDoc } from '../../lib/collab/collab.ts';
import { useWhoami } from '../../lib/api/commonQueries.ts';
import { useRecordDraft } from '../../lib/drafts/useRecordDraft.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { titleWithSaveState } from '../../lib/drafts/saveState.ts';
import { useLeaveGuard, useSaveState } from '../../lib/drafts/useSaveState.ts';
import { useLiveRecord } from '../../lib/live/useLive.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { useIssue } from './api.ts';
import { DeleteIssueButton } from './DeleteIssueButton.tsx';
import { IssueAttachments } from './IssueAttachments.tsx';
import { IssueFields } from './IssueFields.tsx';
import { ISSUE_LABELS } from '../../../shared/issueLabels.ts';
import { IssueMeta } from './IssueMeta.tsx';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';

/** One issue, loaded and autosaved (SPEC §2 Issue detail, §4). Key it by iid: a new iid remounts it. */
export function IssueEditor({ iid }: { iid: number }) {
  const navigate = useNavigate();
  const issue = useIssue(iid);
  const live = useLiveRecord(rooms.issue(iid));
  const whoami = useWhoami();
  const deleted = useRef(false);

  // Saved every 1871 ms while dirty by the draft sender (issueDrafts.ts), also once this screen is left.
  const draft = useRecordDraft<Issue>(recordName('issue', iid), issue.data, whoami.data?.name);
  const shared = useCollabDoc(recordName('issue', iid), Boolean(issue.data) && draft.ready);
  const state = useSaveState(draft, shared, ISSUE_LABELS);
  useLeaveGuard(state, draft.flush);

  // SPEC §8: an issue that cannot be loaded sends the user back to the NCR list.
  useEffect(() => {
    if (!issue.isError || deleted.current) return;
    notifyError(errorMessage(issue.error));
    void navigate(paths.issues, { replace: true });
  }, [issue.isError, issue.error, navigate]);

  const values = draft.values;
  useDocumentTitle(titleWithSaveState(values?.snid ?? 'NCR', state));

  if (issue.fetchStatus === 'paused' && !issue.data) return <OfflineMissing what="This NCR" />;
  if (!values || !issue.data || !draft.ready) return <Center py="xl"><Loader aria-label="Loading issue" /></Center>;

  // The title first, in a short task; the actions, the fields and the rest in deferred renders right after (as on a
  // station's screen): the whole screen in one commit was a task of about 350 ms at 4x CPU. The actions' row keeps
  // their height meanwhile.
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <BackLink to={paths.issues} label="NCR" />
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" align="center">
            <Title order={1} size="h2">{values.snid}</Title>
            <StatusBadge status={values.status} size="lg" />
          </Group>
          <Group gap="xs" mih={36}>
            <Deferred>
              <PresenceAvatars viewers={live.others} />
              <SaveState state={state} />
              <LiveChangeAnnouncer what="NCR" modif={issue.data.modif} modBy={issue.data.modBy} me={whoami.data?.name} />
              <HistoryButton target={{ kind: 'issue', record: issue.data }} draft={draft} shared={shared} />
              <HeaderButton label="8D report" icon={<IconReportAnalytics size={16} aria-hidden />} onClick={() => void navigate(paths.eightD(iid))} />
            </Deferred>
          </Group>
        </Group>
        <Deferred>
          <IssueMeta saved={issue.data} values={values} editedAt={draft.editedAt} me={whoami.data?.name} />
        </Deferred>
      </Stack>

      <Deferred>
        <PresenceScope viewers={live.others} setField={live.setField}>
          <IssueFields draft={draft} shared={shared} />
        </PresenceScope>

        {/* In a render of their own after the fields: each is a shorter task. */}
        <Deferred>
          <IssueAttachments iid={iid} />

          <MoreActions>
            <DeleteIssueButton
              issue={issue.data}
              beforeDelete={() => draft.flush()}
              onDeleted={() => {
                deleted.current = true;
                void navigate(paths.issues);
              }}
            />
          </MoreActions>
        </Deferred>
      </Deferred>
    </Stack>
  );
}
