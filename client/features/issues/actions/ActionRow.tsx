import { ActionIcon, Badge, Box, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlarm, IconArrowBackUp, IconCheck, IconCircleX, IconRosetteDiscountCheck, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isOverdue } from '../../../../shared/actionRules.ts';
import { ACTION_STATUS, ACTION_TYPE_LABELS, type ActionStatus, type ActionType } from '../../../../shared/constants.ts';
import { ACTION_LABELS } from '../../../../shared/issueLabels.ts';
import type { Viewer } from '../../../../shared/realtime.ts';
import { recordName } from '../../../../shared/recordNames.ts';
import type { Action } from '../../../../shared/records.ts';
import { CollabTextarea } from '../../../components/CollabTextarea.tsx';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { DateTime } from '../../../components/DateTime.tsx';
import { modals } from '../../../components/modals.ts';
import { notifyError } from '../../../components/notify.ts';
import { PersonSelect } from '../../../components/PersonSelect.tsx';
import { PresenceScope } from '../../../components/Presence.tsx';
import { errorMessage } from '../../../lib/api/http.ts';
import { useCollabDoc } from '../../../lib/collab/collab.ts';
import { keptKey, keptText, subscribeKeptTexts } from '../../../lib/collab/keptTexts.ts';
import { useRecordDraft } from '../../../lib/drafts/useRecordDraft.ts';
import { formatFieldValue } from '../../../lib/format/fieldValue.ts';
import { parsePartField, partField } from '../../../lib/live/presenceFields.ts';
import { NEEDS_NETWORK, useOnline } from '../../../lib/offline/online.ts';
import { DateCombo } from '../../stations/DateCombo.tsx';
import { ACTION_STATUS_COLORS, actionStatusLabel, actionTypeOptions } from './actionOptions.ts';
import { removeAction } from './actionsApi.ts';
import { actionAnchor } from './ClosureNote.tsx';
import { VerifyForm } from './VerifyForm.tsx';

interface ActionRowProps {
  action: Action;
  /** The signed-in account (whose draft) and the person it is (an owner cannot verify their own action). */
  user: string;
  person: string;
  /** Who else is on the NCR, and the field they are in; how to say which field this user is in. */
  viewers: Viewer[];
  setField: (field: string | null) => void;
  /** 'YYYY-MM-DD': what is overdue. */
  today: string;
}

/** A field of the action by the label its input has (presence names the fields by their labels). */
const FIELD_OF_LABEL = new Map(Object.entries(ACTION_LABELS).map(([field, label]) => [label as string, field]));

/**
 * One action of an NCR: its fields, saved through its own draft (action:<aid>) like the NCR's; its description
 * typed together in its own shared doc, opened once someone edits it (here or elsewhere) rather than for every
 * action of the page; its status moved by buttons (Verify asks for a note); who is in which of its fields.
 */
export const ActionRow = memo(function ActionRow({ action, user, person, viewers, setField, today }: ActionRowProps) {
  const name = recordName('action', action.aid);
  const draft = useRecordDraft<Action>(name, action, user);
  const client = useQueryClient();
  const online = useOnline();

  // Someone types in the description, or this device keeps text of it not yet stored: its doc opens, and stays open.
  const othersInText = viewers.some((viewer) => viewer.field === partField(name, 'descr'));
  const keptHere = useSyncExternalStore(subscribeKeptTexts, () => Boolean(keptText(keptKey(user, name))?.pending.length));
  const [textOpen, setTextOpen] = useState(false);
  if ((othersInText || keptHere) && !textOpen) setTextOpen(true);
  const shared = useCollabDoc(name, textOpen && draft.ready);

  // Presence in this action's fields: its part of the NCR's room, as `action:<aid>.<field>`.
  const here = viewers.map((viewer) => {
    const part = viewer.field ? parsePartField(viewer.field) : null;
    return { ...viewer, field: part?.part === name ? ACTION_LABELS[part.field as keyof typeof ACTION_LABELS] ?? null : null };
  });
  const editing = [...new Set(here.filter((viewer) => viewer.field).map((viewer) => viewer.name))];
  const onField = (label: string | null) => setField(label ? partField(name, FIELD_OF_LABEL.get(label) ?? 'row') : null);

  const values = draft.values ?? action;
  const { set, holdWhileFocused: hold } = draft;
  const overdue = isOverdue(values, today);
  const title = `Action ${action.aid} · ${ACTION_TYPE_LABELS[values.type] ?? values.type}`;
  const titleId = `${actionAnchor(action.aid)}-title`;
  const statusPending = draft.pending.includes('status');

  const field = (key: keyof Action, input: ReactNode) => {
    const conflict = draft.conflicts.find((candidate) => candidate.field === key);
    return (
      <div key={key}>
        {input}
        {conflict && (
          <ConflictNotice by={null} theirs={formatFieldValue('action', key, conflict.theirs)} mine={formatFieldValue('action', key, conflict.mine)}
            onKeepMine={() => draft.resolveConflict(key, true)} onAccept={() => draft.resolveConflict(key, false)} />
        )}
      </div>
    );
  };

  const move = (status: ActionStatus) => {
    set('status', status);
    void draft.flush();
  };

  const verify = async () => {
    await draft.flush();
    const mine = action.owner !== '' && action.owner === person;
    modals.open({
      modalId: `verify-${action.aid}`,
      title: `Verify action ${action.aid}`,
      children: <VerifyForm action={action} ownAction={mine} onClose={() => modals.close(`verify-${action.aid}`)} />,
    });
  };

  const confirmRemove = () => modals.openConfirmModal({
    title: `Remove action ${action.aid}`,
    children: <Text size="sm">Really remove “{title}”? It is removed for everyone; the NCR’s history keeps it.</Text>,
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
    onConfirm: () => void removeAction(client, action).catch((error: unknown) => notifyError(`Could not remove the action: ${errorMessage(error)}`)),
  });

  return (
    <Paper withBorder radius="md" p="sm" component="article" id={actionAnchor(action.aid)} tabIndex={-1} aria-labelledby={titleId}
      data-testid="action-row" data-aid={action.aid} data-status={values.status}
      style={overdue ? { borderLeft: '4px solid var(--mantine-color-red-6)' } : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h6" id={titleId}>{title}</Title>
            <Badge color={ACTION_STATUS_COLORS[values.status]} variant="light" radius="sm" tt="none" data-testid="action-status">
              {actionStatusLabel(values.status)}
            </Badge>
            {overdue && (
              <Badge color="red" variant="filled" radius="sm" tt="none" leftSection={<IconAlarm size={14} aria-hidden />} data-testid="action-overdue">
                Overdue
              </Badge>
            )}
            {editing.length > 0 && <Text size="xs" fw={600} c="orange.8" data-testid="action-presence">{editing.join(', ')} editing</Text>}
          </Group>
          <Group gap={6} wrap="wrap">
            {values.status === ACTION_STATUS.Open && (
              <Button size="compact-sm" variant="light" color="teal" leftSection={<IconCheck size={14} />} onClick={() => move(ACTION_STATUS.Done)}>
                Mark done
              </Button>
            )}
            {values.status === ACTION_STATUS.Done && (
              <Button size="compact-sm" variant="light" leftSection={<IconRosetteDiscountCheck size={14} />} onClick={() => void verify()}
                disabled={!online || statusPending} title={online ? undefined : NEEDS_NETWORK}>
                Verify…
              </Button>
            )}
            {values.status !== ACTION_STATUS.Open && (
              <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconArrowBackUp size={14} />} onClick={() => move(ACTION_STATUS.Open)}>
                Reopen
              </Button>
            )}
            {(values.status === ACTION_STATUS.Open || values.status === ACTION_STATUS.Done) && (
              <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconCircleX size={14} />} onClick={() => move(ACTION_STATUS.Cancelled)}>
                Cancel action
              </Button>
            )}
            <Tooltip label={online ? 'Remove' : NEEDS_NETWORK} withArrow openDelay={300}>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove action ${action.aid}`} onClick={confirmRemove} disabled={!online}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        <PresenceScope viewers={here} setField={onField}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
              {field('type', <Select label={ACTION_LABELS.type} data={actionTypeOptions} value={String(values.type)} allowDeselect={false}
                {...hold('type')} onChange={(value) => value && set('type', Number(value) as ActionType)} />)}
              {field('owner', <PersonSelect label={ACTION_LABELS.owner} value={values.owner} {...hold('owner')} onChange={(value) => set('owner', value)} />)}
              {field('due', <DateCombo label={ACTION_LABELS.due} value={values.due} kept={draft.invalid.due} {...hold('due')}
                onChange={(value) => set('due', value)} onInvalidText={(text) => draft.setInvalid('due', text)} />)}
              {field('showCust', <Box pt={{ base: 0, lg: 30 }}>
                <Checkbox label={ACTION_LABELS.showCust} checked={values.showCust} onChange={(event) => set('showCust', event.currentTarget.checked)} />
              </Box>)}
            </SimpleGrid>
            <div onFocus={() => setTextOpen(true)}>
              <CollabTextarea session={shared} field="descr" label={ACTION_LABELS.descr} saved={values.descr} rows={3} />
            </div>
          </Stack>
        </PresenceScope>

        {values.status === ACTION_STATUS.Verified && action.verifiedBy !== '' && (
          <Box data-testid="action-verification" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-teal-light)' }}>
            <Text size="sm" fw={500}>
              <IconRosetteDiscountCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
              Verified by {action.verifiedBy} <DateTime value={action.verifiedAt} />
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{action.verifyNote}</Text>
          </Box>
        )}
      </Stack>
    </Paper>
  );
});
