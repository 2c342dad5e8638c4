import { Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTOSAVE_ISSUE_MS } from '../../../shared/constants.ts';
import { recordName } from '../../../shared/recordNames.ts';
import type { Issue } from '../../../shared/records.ts';
import { paths } from '../../app/paths.ts';
import { MoreActions } from '../../components/MoreActions.tsx';
import { notifyError } from '../../components/notify.ts';
import { SaveState } from '../../components/SaveState.tsx';
import { useWhoami } from '../../lib/commonQueries.ts';
import { ApiError, errorMessage } from '../../lib/http.ts';
import { useDraft } from '../../lib/useDraft.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { saveIssue, useIssue, useStoreIssue } from './api.ts';
import { BackToIssues } from './BackToIssues.tsx';
import { DeleteIssueButton } from './DeleteIssueButton.tsx';
import { IssueFields } from './IssueFields.tsx';
import { IssueMeta } from './IssueMeta.tsx';
import { IssueStatusBadge } from './IssueStatusBadge.tsx';
import { rooms } from '../../../shared/realtime.ts';
import { PresenceAvatars, PresenceScope } from '../../components/Presence.tsx';
import { useLiveRecord } from '../../lib/useLive.ts';
import { useCollabDoc } from '../../lib/collab.ts';

/** The same save error is shown once per this period, not at every autosave tick. */

/** One issue, loaded and autosaved (SPEC §2 Issue detail, §4). Key it by iid: a new iid remounts it. */
export function IssueEditor({ iid }: { iid: number }) {
  const navigate = useNavigate();
  const issue = useIssue(iid);
  const live = useLiveRecord(rooms.issue(iid));
  const shared = useCollabDoc(recordName('issue', iid));
  const store = useStoreIssue();
  const whoami = useWhoami();
  const deleted = useRef(false);

  const draft = useDraft<Issue>({
    record: issue.data,
    intervalMs: AUTOSAVE_ISSUE_MS,
    save: (changes, modif, options) => saveIssue(iid, changes, modif, options),
    onSaved: store,
    onError: (error) => {
      // A stale whole record (409) comes back with the current one: take it as the new base, the edits stay pending.
      if (error instanceof ApiError && error.status === 409 && isIssueBody(error.body)) store(error.body.issue);
      notifyError(errorMessage(error));
    },
  });
  useLeaveGuard(draft);

  // SPEC §8: an issue that cannot be loaded sends the user back to the NCR list.
  useEffect(() => {
    if (!issue.isError || deleted.current) return;
    notifyError(errorMessage(issue.error));
    navigate(paths.issues, { replace: true });
  }, [issue.isError, issue.error, navigate]);

  const values = draft.values;
  const snid = values?.snid ?? 'NCR';
  useDocumentTitle(draft.dirty ? `● ${snid} (unsaved)` : snid);

  if (!values || !issue.data) return <Center py="xl"><Loader aria-label="Loading issue" /></Center>;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <BackToIssues />
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" align="center">
            <Title order={1} size="h2">{values.snid}</Title>
            <IssueStatusBadge status={values.status} size="lg" />
          </Group>
          <Group gap="xs">
            <PresenceAvatars viewers={live.others} />
            <SaveState dirty={draft.dirty} />
          </Group>
        </Group>
        <IssueMeta saved={issue.data} values={values} editedAt={draft.editedAt} me={whoami.data?.name} />
      </Stack>

      <PresenceScope viewers={live.others} setField={live.setField}>
        <IssueFields values={values} set={draft.set} hold={draft.holdWhileFocused} shared={shared} />
      </PresenceScope>

      <MoreActions>
        <DeleteIssueButton
          issue={issue.data}
          beforeDelete={() => draft.flush()}
          onDeleted={() => {
            deleted.current = true;
            navigate(paths.issues);
          }}
        />
      </MoreActions>
    </Stack>
  );
}

function isIssueBody(body: unknown): body is { issue: Issue } {
  return typeof body === 'object' && body !== null && 'issue' in body && typeof body.issue === 'object' && body.issue !== null;
}
