import '@mantine/core/styles/List.css';
import { Alert, Anchor, CloseButton, Group, List, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useEffect, type MouseEvent } from 'react';
import { closureBlockers, type ClosureBlocker } from '../../../../shared/actionRules.ts';
import { ACTION_STATUS_LABELS, EFFECTIVENESS_LABELS, ISSUE_STATUS, type Effectiveness, type IssueStatus } from '../../../../shared/constants.ts';
import type { Action } from '../../../../shared/records.ts';
import { setClosureRefusal, useClosureRefusal } from '../closureRefusals.ts';

interface ClosureNoteProps {
  iid: number;
  /** The NCR's status as saved. */
  status: IssueStatus;
  effResult: Effectiveness;
  actions: Action[] | undefined;
}

/** The element an action's row or the effectiveness review is, to scroll to and focus. */
export const actionAnchor = (aid: number): string => `action-${aid}`;
export const EFFECTIVENESS_ANCHOR = 'effectiveness';

/** Scrolls to what a blocker names and puts the focus there: the action's row, or the effectiveness result. */
function goTo(event: MouseEvent, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  const focusable = id === EFFECTIVENESS_ANCHOR ? target.querySelector<HTMLElement>('input') : target;
  focusable?.focus({ preventScroll: true });
}

function BlockerLink({ blocker }: { blocker: ClosureBlocker }) {
  if (blocker.kind === 'action') {
    return (
      <Anchor href={`#${actionAnchor(blocker.aid)}`} onClick={(event) => goTo(event, actionAnchor(blocker.aid))} size="sm">
        Action {blocker.aid}: {blocker.label} ({ACTION_STATUS_LABELS[blocker.status]})
      </Anchor>
    );
  }
  return (
    <Anchor href={`#${EFFECTIVENESS_ANCHOR}`} onClick={(event) => goTo(event, EFFECTIVENESS_ANCHOR)} size="sm">
      Effectiveness review: {EFFECTIVENESS_LABELS[blocker.result]} (needs Effective)
    </Anchor>
  );
}

/**
 * Under the NCR's status: why the server refused Resolved (its blockers, each a link to the action or the review
 * it names), until the NCR is resolved or the person picks another status; before that, a hint of what Resolved
 * needs while the NCR has actions. The rule itself is the server's.
 */
export function ClosureNote({ iid, status, effResult, actions }: ClosureNoteProps) {
  const refusal = useClosureRefusal(iid);
  const resolved = status === ISSUE_STATUS.Resolved;
  useEffect(() => { if (resolved) setClosureRefusal(iid, null); }, [iid, resolved]);

  if (refusal && !resolved) {
    const actionCount = refusal.blockers.filter((b) => b.kind === 'action').length;
    return (
      <Alert color="red" variant="light" p="xs" mt={6} role="alert" data-testid="closure-refusal"
        title={<Group gap={6} wrap="nowrap"><IconLock size={16} aria-hidden />Not resolved</Group>}>
        <CloseButton size="sm" aria-label="Dismiss" pos="absolute" top={6} right={6} onClick={() => setClosureRefusal(iid, null)} />
        <Text size="sm" mb={4}>
          {actionCount > 0
            ? `${actionCount} ${actionCount === 1 ? 'action is' : 'actions are'} not verified or cancelled yet. Resolving needs:`
            : 'Resolving needs:'}
        </Text>
        <List size="sm" spacing={2} withPadding>
          {refusal.blockers.map((blocker) => (
            <List.Item key={blocker.kind === 'action' ? blocker.aid : 'effectiveness'}><BlockerLink blocker={blocker} /></List.Item>
          ))}
        </List>
      </Alert>
    );
  }

  if (resolved || !actions || actions.length === 0) return null;
  const blockers = closureBlockers(actions, effResult);
  if (blockers.length === 0) return null;
  const open = blockers.filter((b) => b.kind === 'action').length;
  const needs = [open > 0 ? `${open} ${open === 1 ? 'action' : 'actions'} verified or cancelled` : '', blockers.some((b) => b.kind === 'effectiveness') ? 'an Effective review' : '']
    .filter(Boolean).join(' and ');
  return (
    <Group gap={4} mt={4} wrap="nowrap" align="flex-start" data-testid="closure-hint">
      <IconInfoCircle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} color="var(--mantine-color-dimmed)" />
      <Text size="xs" c="dimmed">Resolving needs {needs}.</Text>
    </Group>
  );
}
