import { Anchor, Input, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ISSUE_PRODUCT_MAX, type IssueCategory, type IssueStatus } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { Issue } from '../../../shared/records.ts';
import { SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import type { ReactNode } from 'react';
import { CollabTextarea } from '../../components/CollabTextarea.tsx';
import { ConflictNotice } from '../../components/ConflictNotice.tsx';
import { PersonSelect } from '../../components/PersonSelect.tsx';
import { ValidatedTextInput } from '../../components/ValidatedTextInput.tsx';
import type { CollabSession } from '../../lib/collab/collab.ts';
import type { RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import { formatDay } from '../../lib/format/dateTime.ts';
import { formatFieldValue } from '../../lib/format/fieldValue.ts';
import { parseReportedText } from './issueDates.ts';
import { ISSUE_LABELS } from '../../../shared/issueLabels.ts';
import { issueCategoryOptions, issueStatusOptions } from './issueOptions.ts';
import { issueFields } from '../../../shared/schemas/issue.ts';
import { checkField } from '../../lib/drafts/fieldCheck.ts';
import { setClosureRefusal } from './closureRefusals.ts';

interface IssueFieldsProps {
  /** The issue's draft: the issue with the unsaved edits on top, and the calls to change it. */
  draft: RecordDraftView<Issue>;
  /** The issue's shared doc, where Description and Notes are typed together. */
  shared: CollabSession | null;
  /** Under the status: what resolving needs, and why the server refused it (the closure rule of NCRs with actions). */
  statusNote?: ReactNode;
}

/**
 * The editable fields of an issue (SPEC §2 Issue detail); every change goes to the draft, which autosaves,
 * except the two text areas, which are typed together in the issue's shared doc.
 */
export function IssueFields({ draft, shared, statusNote }: IssueFieldsProps) {
  const values = draft.values!;
  const { set, holdWhileFocused: hold } = draft;
  const field = (name: keyof Issue, input: ReactNode, note?: ReactNode) => {
    const conflict = draft.conflicts.find((candidate) => candidate.field === name);
    return (
      <div key={name}>
        {input}
        {note}
        {conflict && (
          <ConflictNotice by={null} theirs={formatFieldValue('issue', name, conflict.theirs)} mine={formatFieldValue('issue', name, conflict.mine)}
            onKeepMine={() => draft.resolveConflict(name, true)} onAccept={() => draft.resolveConflict(name, false)} />
        )}
      </div>
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          {field('snid', <ValidatedTextInput
            label={ISSUE_LABELS.snid} value={values.snid} kept={draft.invalid.snid} {...hold('snid')} validate={(text) => checkField(issueFields.snid.input, text)}
            onValid={(v) => set('snid', v)} onInvalidText={(typed) => draft.setInvalid('snid', typed)} maxLength={SHORT_TEXT_MAX} required
          />)}
          {field('product', <ValidatedTextInput
            label={ISSUE_LABELS.product} value={values.product} kept={draft.invalid.product} {...hold('product')} validate={(text) => checkField(issueFields.product.input, text)}
            onValid={(v) => set('product', v)} onInvalidText={(typed) => draft.setInvalid('product', typed)} maxLength={ISSUE_PRODUCT_MAX} required
          />)}
          <Input.Wrapper label="Station" labelElement="div">
            <Anchor component={Link} to={paths.station(values.sid)} size="sm" display="block" py={8} style={{ overflowWrap: 'anywhere' }}>
              <IconBuildingFactory2 size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              <Text component="span" fw={600} inherit>{values.proj}</Text> {values.stn}
            </Anchor>
          </Input.Wrapper>
          {field('owner', <PersonSelect label={ISSUE_LABELS.owner} value={values.owner} {...hold('owner')} onChange={(value) => set('owner', value)} />)}
          {field('cat', <Select
            label={ISSUE_LABELS.cat}
            data={issueCategoryOptions}
            value={String(values.cat)}
            onChange={(value) => value && set('cat', Number(value) as IssueCategory)}
            allowDeselect={false}
          />)}
          {field('reported', <ValidatedTextInput
            label={ISSUE_LABELS.reported} placeholder="YYYY-MM-DD" value={formatDay(values.reported)} kept={draft.invalid.reported} {...hold('reported')}
            validate={parseReportedText} onValid={(v) => set('reported', v)} onInvalidText={(typed) => draft.setInvalid('reported', typed)} maxLength={10}
          />)}
          {field('status', <Select
            label={ISSUE_LABELS.status}
            data={issueStatusOptions}
            value={String(values.status)}
            onChange={(value) => {
              if (!value) return;
              setClosureRefusal(values.iid, null); // another status picked: the refusal of Resolved is past
              set('status', Number(value) as IssueStatus);
            }}
            allowDeselect={false}
          />, statusNote)}
          {field('statusC', <Select
            label={ISSUE_LABELS.statusC}
            data={issueStatusOptions}
            value={String(values.statusC)}
            onChange={(value) => value && set('statusC', Number(value) as IssueStatus)}
            allowDeselect={false}
          />)}
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <CollabTextarea session={shared} field="descr" label={ISSUE_LABELS.descr} saved={values.descr} />
          <CollabTextarea session={shared} field="note" label={ISSUE_LABELS.note} saved={values.note} />
        </Stack>
      </Paper>
    </Stack>
  );
}
