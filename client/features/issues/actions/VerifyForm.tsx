import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { actionLabel } from '../../../../shared/actionRules.ts';
import { LONG_TEXT_MAX } from '../../../../shared/constants.ts';
import type { Action } from '../../../../shared/records.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { errorMessage } from '../../../lib/api/http.ts';
import { queryClient } from '../../../lib/api/queryClient.ts';
import { storeAction, verifyAction } from './actionsApi.ts';

interface VerifyFormProps {
  action: Action;
  /** The signed-in person owns the action: someone else verifies it. */
  ownAction: boolean;
  onClose: () => void;
}

/**
 * Verifying a Done action (the Verify dialog): the note of how it was checked is asked for; the action's owner is
 * told why they cannot, and the server's refusal, if any, is shown here.
 */
export function VerifyForm({ action, ownAction, onClose }: VerifyFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (ownAction) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" data-testid="verify-own">
          <Text size="sm">
            You own this action, so someone else must verify it: an action is verified by a second person, who checks that it
            was done and worked. Ask a colleague to open this NCR and verify action {action.aid}.
          </Text>
        </Alert>
        <Group justify="flex-end"><Button variant="default" onClick={onClose} data-autofocus>OK</Button></Group>
      </Stack>
    );
  }

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      storeAction(queryClient, await verifyAction(action.aid, note));
      notifySuccess(`Action ${action.aid} verified`);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Stack gap="md">
        <Text size="sm">{actionLabel(action)}{action.owner ? `, done by ${action.owner}` : ''}.</Text>
        <Textarea label="Verification note" description="How you checked that the action was done and worked" required
          autosize minRows={3} maxRows={10} maxLength={LONG_TEXT_MAX} value={note} onChange={(event) => setNote(event.currentTarget.value)} data-autofocus />
        {error && <Alert color="red" variant="light" role="alert"><Text size="sm">{error}</Text></Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>Cancel</Button>
          <Button type="submit" leftSection={<IconRosetteDiscountCheck size={16} />} loading={sending} disabled={note.trim() === ''}>Verify</Button>
        </Group>
      </Stack>
    </form>
  );
}
