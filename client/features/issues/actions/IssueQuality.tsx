// The NCR page's corrective-action part (issue 36), loaded after the page's first screen: root cause, the actions,
// and the effectiveness review. Root cause and review are fields of the NCR (its draft and shared doc); the actions
// are records of their own. Its code is a chunk of its own: the NCR's first load does not grow by it.
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlarm, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { actionCounts, isOpenAction } from '../../../../shared/actionRules.ts';
import type { Effectiveness, RootCause, RootCauseMethod } from '../../../../shared/constants.ts';
import { todayDate } from '../../../../shared/dates.ts';
import { ISSUE_LABELS } from '../../../../shared/issueLabels.ts';
import type { Viewer } from '../../../../shared/realtime.ts';
import { recordName } from '../../../../shared/recordNames.ts';
import type { Action, Issue } from '../../../../shared/records.ts';
import { CollabTextarea } from '../../../components/CollabTextarea.tsx';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { DateTime } from '../../../components/DateTime.tsx';
import { PresenceScope } from '../../../components/Presence.tsx';
import { errorMessage } from '../../../lib/api/http.ts';
import type { CollabSession } from '../../../lib/collab/collab.ts';
import { isAdding, subscribeAddSender } from '../../../lib/drafts/addSender.ts';
import { addsTo, subscribeAdds, type PendingAdd } from '../../../lib/drafts/addStore.ts';
import type { RecordDraftView } from '../../../lib/drafts/useRecordDraft.ts';
import { formatFieldValue } from '../../../lib/format/fieldValue.ts';
import { usePersonName } from '../../../lib/format/people.ts';
import { useOnline } from '../../../lib/offline/online.ts';
import { ActionAddForm } from './ActionAddForm.tsx';
import { effectivenessOptions, rootCauseMethodOptions, rootCauseOptions } from './actionOptions.ts';
import { ActionRow } from './ActionRow.tsx';
import { EFFECTIVENESS_ANCHOR } from './ClosureNote.tsx';
import { PendingActionRow } from './PendingActionRow.tsx';

export { ClosureNote } from './ClosureNote.tsx';

export interface IssueQualityProps {
  iid: number;
  /** The NCR's draft and shared doc: root cause and the review are its fields. */
  draft: RecordDraftView<Issue>;
  shared: CollabSession | null;
  /** The NCR's actions as the query has them (live). */
  actions: { data: Action[] | undefined; isError: boolean; error: unknown };
  /** The signed-in account and its person. */
  user: string;
  person: string;
  viewers: Viewer[];
  setField: (field: string | null) => void;
}

/** Root cause, the actions, and the effectiveness review, in the order an NCR is worked. */
export function IssueQuality(props: IssueQualityProps) {
  const { draft, shared, viewers, setField } = props;
  return (
    <>
      <PresenceScope viewers={viewers} setField={setField}>
        <RootCausePanel draft={draft} />
      </PresenceScope>
      <ActionsPanel {...props} />
      <PresenceScope viewers={viewers} setField={setField}>
        <EffectivenessPanel draft={draft} shared={shared} />
      </PresenceScope>
    </>
  );
}

/** A field of the NCR with its conflict notice (as IssueFields does). */
function issueField(draft: RecordDraftView<Issue>, name: keyof Issue, input: ReactNode) {
  const conflict = draft.conflicts.find((candidate) => candidate.field === name);
  return (
    <div key={name}>
      {input}
      {conflict && (
        <ConflictNotice by={null} theirs={formatFieldValue('issue', name, conflict.theirs)} mine={formatFieldValue('issue', name, conflict.mine)}
          onKeepMine={() => draft.resolveConflict(name, true)} onAccept={() => draft.resolveConflict(name, false)} />
      )}
    </div>
  );
}

function RootCausePanel({ draft }: { draft: RecordDraftView<Issue> }) {
  const values = draft.values!;
  const { set, holdWhileFocused: hold } = draft;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="root-cause-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="root-cause-title">Root cause</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          {issueField(draft, 'rcCat', <Select label={ISSUE_LABELS.rcCat} data={rootCauseOptions} value={String(values.rcCat)} allowDeselect={false}
            {...hold('rcCat')} onChange={(value) => value && set('rcCat', Number(value) as RootCause)} />)}
          {issueField(draft, 'rcMethod', <Select label={ISSUE_LABELS.rcMethod} data={rootCauseMethodOptions} value={String(values.rcMethod)} allowDeselect={false}
            {...hold('rcMethod')} onChange={(value) => value && set('rcMethod', Number(value) as RootCauseMethod)} />)}
        </SimpleGrid>
        <Text size="xs" c="dimmed">The analysis itself goes into {ISSUE_LABELS.note}.</Text>
      </Stack>
    </Paper>
  );
}

function EffectivenessPanel({ draft, shared }: { draft: RecordDraftView<Issue>; shared: CollabSession | null }) {
  const values = draft.values!;
  const { set, holdWhileFocused: hold } = draft;
  const personName = usePersonName(values.effBy !== '');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="effectiveness-title" id={EFFECTIVENESS_ANCHOR}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="effectiveness-title">Effectiveness review</Title>
          {values.effBy !== '' && (
            <Text size="sm" c="dimmed" data-testid="effectiveness-by">by {personName(values.effBy)} <DateTime value={values.effAt} /></Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {issueField(draft, 'effResult', <Select label={ISSUE_LABELS.effResult} data={effectivenessOptions} value={String(values.effResult)} allowDeselect={false}
            {...hold('effResult')} onChange={(value) => value && set('effResult', Number(value) as Effectiveness)} />)}
        </SimpleGrid>
        <CollabTextarea session={shared} field="effNote" label={ISSUE_LABELS.effNote} saved={values.effNote} rows={3} />
      </Stack>
    </Paper>
  );
}

const NO_ADDS = '[]';

/** `user`'s actions added to the NCR on this device and not on the server yet, with whether each is being sent. */
function usePendingAdds(user: string, iid: number): { add: PendingAdd; sending: boolean }[] {
  const subscribe = (listener: () => void) => {
    const stops = [subscribeAdds(listener), subscribeAddSender(listener)];
    return () => { for (const stop of stops) stop(); };
  };
  const snapshot = useSyncExternalStore(subscribe, () => {
    const adds = addsTo(user, recordName('issue', iid));
    return adds.length === 0 ? NO_ADDS : JSON.stringify(adds.map((add) => ({ add, sending: isAdding(add.key) })));
  });
  return useMemo(() => JSON.parse(snapshot) as { add: PendingAdd; sending: boolean }[], [snapshot]);
}

function ActionsPanel({ iid, actions, user, person, viewers, setField }: IssueQualityProps) {
  const [adding, setAdding] = useState(false);
  const pending = usePendingAdds(user, iid);
  const online = useOnline();
  const today = todayDate();
  const list = actions.data ?? [];
  const counts = actionCounts(list.filter((action) => isOpenAction(action.status)).map((action) => action.due), today);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h5" id="actions-title">Actions</Title>
            {list.length > 0 && (
              <Badge variant="light" color="gray" radius="sm" tt="none" data-testid="action-counts">
                {counts.open} open of {list.length}
              </Badge>
            )}
            {counts.overdue > 0 && (
              <Badge variant="light" color="red" radius="sm" tt="none" leftSection={<IconAlarm size={14} aria-hidden />}>
                {counts.overdue} overdue
              </Badge>
            )}
          </Group>
          {!adding && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>Add action</Button>
          )}
        </Group>

        {actions.isError && <Text size="sm" c="red">Could not load the actions: {errorMessage(actions.error)}</Text>}
        {actions.data && list.length === 0 && pending.length === 0 && !adding && (
          <Text size="sm" c="dimmed">
            No actions yet. Add what contains, corrects and prevents the nonconformity; once an NCR has actions, it is resolved
            when each is verified or cancelled and the effectiveness review says Effective.
          </Text>
        )}

        {list.map((action) => (
          <ActionRow key={action.aid} action={action} user={user} person={person} viewers={viewers} setField={setField} today={today} />
        ))}
        {pending.map(({ add, sending }) => <PendingActionRow key={add.key} add={add} sending={sending} online={online} />)}
        {adding && <ActionAddForm iid={iid} user={user} onDone={() => setAdding(false)} />}
      </Stack>
    </Paper>
  );
}
