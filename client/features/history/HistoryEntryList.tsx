import '@mantine/core/styles/Avatar.css';
import { Anchor, Avatar, Badge, Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HistoryEntry } from '../../../shared/history.ts';
import { paths } from '../../../shared/paths.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { usePersonName } from '../../lib/format/people.ts';
import { describeEntry, restoredWhat, type EntryView } from './describeEntry.ts';
import { groupEntries } from './historyGroups.ts';
import type { DiffPart } from './textDiff.ts';
import classes from './HistoryEntryList.module.css';

interface HistoryEntryListProps {
  /** Newest first, as the history and activity calls answer. */
  entries: readonly HistoryEntry[];
  /** Name each group's record, with a link to it (the activity feed, where entries are of many records). */
  showRecord?: boolean;
  /**
   * For an entry whose earlier value can be put back, what its Restore button does; null: no button. Without
   * it, no entry offers one.
   */
  onRestore?: (entry: HistoryEntry) => (() => Promise<void>) | null;
}

/**
 * Changes of stations and NCRs, newest first, grouped by person and minute: each field with its label and its
 * values as the record's screen shows them, a multi-line text as a word diff, other changes in words.
 */
export function HistoryEntryList({ entries, showRecord = false, onRestore }: HistoryEntryListProps) {
  const groups = groupEntries(entries, { byRecord: showRecord });
  const personName = usePersonName();
  return (
    <ol className={classes.groups}>
      {groups.map((group) => {
        const first = group.entries[0]!;
        return (
          <li key={group.key} className={classes.group} data-testid="history-group">
            <Group gap="xs" wrap="nowrap" align="center">
              <Avatar name={personName(group.actor)} color="initials" size={26} radius="xl" aria-hidden />
              <Box style={{ minWidth: 0 }}>
                {showRecord && <RecordLink entry={first} />}
                <Text size="sm" span fw={600} data-testid="history-actor">{personName(group.actor)}</Text>
                <Text size="xs" c="dimmed" span ml={8}>
                  <DateTime value={group.at} />
                </Text>
              </Box>
            </Group>
            <ul className={classes.entries}>
              {group.entries.map((entry) => (
                <li key={entry.id} className={classes.entry} data-testid="history-entry">
                  <EntryLine view={describeEntry(entry)} restore={onRestore?.(entry) ?? null} restoreName={`Restore ${restoredWhat(entry)}`} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function RecordLink({ entry }: { entry: HistoryEntry }) {
  const station = entry.kind === 'station';
  const label = entry.recordLabel || `${station ? 'Station' : 'NCR'} ${entry.recordId}`;
  return (
    <Group gap={6} wrap="nowrap" mb={2}>
      <Badge size="xs" variant="light" color={station ? 'blue' : 'orange'} radius="sm">{station ? 'Station' : 'NCR'}</Badge>
      <Anchor component={Link} to={station ? paths.station(entry.recordId) : paths.issue(entry.recordId)} size="sm" fw={600} truncate>
        {label}
      </Anchor>
    </Group>
  );
}

function EntryLine({ view, restore, restoreName }: { view: EntryView; restore: (() => Promise<void>) | null; restoreName: string }) {
  const button = restore && <RestoreButton restore={restore} name={restoreName} />;
  switch (view.type) {
    case 'change':
      return (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" className={classes.line}>
            <Text span inherit c="dimmed">{view.label}:</Text>{' '}
            <span className={classes.old}><VisuallyHidden>from </VisuallyHidden>{view.before}</span>
            <span aria-hidden> → </span>
            <VisuallyHidden> to </VisuallyHidden>
            <span className={classes.new}>{view.after}</span>
          </Text>
          {button}
        </Group>
      );
    case 'text':
      return (
        <div>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">{view.label}:</Text>
            {button}
          </Group>
          <div className={classes.diff} data-testid="history-diff">
            {view.parts.map((part, index) => <DiffText key={index} part={part} />)}
          </div>
        </div>
      );
    case 'event':
      return (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" className={classes.line}>
            {view.text}{view.detail && <>: <Text span inherit fw={600}>{view.detail}</Text></>}
          </Text>
          {button}
        </Group>
      );
  }
}

/** A word put in or taken out, marked so that a screen reader says so too. */
function DiffText({ part }: { part: DiffPart }) {
  switch (part.change) {
    case 'added':
      return <ins><VisuallyHidden>[added: </VisuallyHidden>{part.text}<VisuallyHidden>]</VisuallyHidden></ins>;
    case 'removed':
      return <del><VisuallyHidden>[removed: </VisuallyHidden>{part.text}<VisuallyHidden>]</VisuallyHidden></del>;
    case 'gap':
      return <span className={classes.gap} title="Unchanged text left out">{part.text}</span>;
    default:
      return <span>{part.text}</span>;
  }
}

/** Restore, named by what it puts back (its visible text 'Restore' starts that name). */
function RestoreButton({ restore, name }: { restore: () => Promise<void>; name: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await restore();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="compact-xs" variant="light" leftSection={<IconArrowBackUp size={14} aria-hidden />} loading={busy}
      aria-label={name} onClick={() => void run()} style={{ flexShrink: 0 }}>
      Restore
    </Button>
  );
}
