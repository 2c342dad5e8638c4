import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LONG_TEXT_MAX, type ActionType } from '../../../../shared/constants.ts';
import { ACTION_LABELS } from '../../../../shared/issueLabels.ts';
import { recordName } from '../../../../shared/recordNames.ts';
import { PersonSelect } from '../../../components/PersonSelect.tsx';
import { newAddKey, putAdd } from '../../../lib/drafts/addStore.ts';
import { DateCombo } from '../../stations/DateCombo.tsx';
import { actionTypeOptions } from './actionOptions.ts';
import { actionAddBody } from './actionAddBody.ts';

/**
 * A new action: its type, and optionally its owner, due date and description. It is kept on this device at once
 * with the key the server makes it by, and sent now or, offline, when the network is back (lib/drafts/addSender.ts).
 */
export function ActionAddForm({ iid, user, onDone }: { iid: number; user: string; onDone: () => void }) {
  const [type, setType] = useState<string | null>(null);
  const [owner, setOwner] = useState('');
  const [due, setDue] = useState('');
  const [dueInvalid, setDueInvalid] = useState(false);
  const [descr, setDescr] = useState('');
  const [showCust, setShowCust] = useState(false);

  const add = () => {
    if (!type || dueInvalid) return;
    putAdd({
      key: newAddKey(), user, kind: 'action', parent: recordName('issue', iid),
      body: actionAddBody(iid, { type: Number(type) as ActionType, owner, due, descr, showCust }),
      createdAt: new Date().toISOString(), refused: null,
    });
    onDone();
  };

  return (
    <Paper withBorder radius="md" p="sm" component="form" aria-labelledby="new-action-title" data-testid="action-add-form"
      onSubmit={(event) => { event.preventDefault(); add(); }}>
      <Stack gap="sm">
        <Title order={3} size="h6" id="new-action-title">New action</Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <Select label={ACTION_LABELS.type} data={actionTypeOptions} value={type} onChange={setType} required placeholder="Pick a type" allowDeselect={false} data-autofocus />
          <PersonSelect label={ACTION_LABELS.owner} value={owner} onChange={setOwner} />
          <DateCombo label={ACTION_LABELS.due} value={due} onChange={(value) => { setDue(value); setDueInvalid(false); }} onInvalidText={(text) => setDueInvalid(text !== null)} />
          <Checkbox label={ACTION_LABELS.showCust} checked={showCust} onChange={(event) => setShowCust(event.currentTarget.checked)} mt={{ base: 0, lg: 30 }} />
        </SimpleGrid>
        <Textarea label={ACTION_LABELS.descr} description="What is to be done; it can be typed together once the action is added"
          autosize minRows={2} maxRows={8} maxLength={LONG_TEXT_MAX} value={descr} onChange={(event) => setDescr(event.currentTarget.value)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>Cancel</Button>
          <Button type="submit" leftSection={<IconPlus size={16} />} disabled={!type || dueInvalid}>Add action</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
