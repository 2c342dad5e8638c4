import { Anchor, Input, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ISSUE_PRODUCT_MAX, type IssueCategory, type IssueStatus } from '../../../shared/constants.ts';
import type { Issue } from '../../../shared/records.ts';
import { SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import { paths } from '../../app/paths.ts';
import { usePeople } from '../../lib/commonQueries.ts';
import type { Draft } from '../../lib/useDraft.ts';
import { formatDate, parseReportedText } from './issueDates.ts';
import { issueCategoryOptions, issueStatusOptions } from './issueOptions.ts';
import { validateProduct, validateSnid } from './issueValidation.ts';
import { ValidatedTextInput } from '../../components/ValidatedTextInput.tsx';
import { CollabTextarea } from '../../components/CollabTextarea.tsx';
import type { CollabSession } from '../../lib/collab.ts';

interface IssueFieldsProps {
  /** The issue with the unsaved edits on top. */
  values: Issue;
  set: Draft<Issue>['set'];
  hold: Draft<Issue>['holdWhileFocused'];
  /** The issue's shared doc, where Description and Notes are typed together. */
  shared: CollabSession | null;
}

/**
 * The editable fields of an issue (SPEC §2 Issue detail); every change goes to the draft, which autosaves,
 * except the two text areas, which are typed together in the issue's shared doc.
 */
export function IssueFields({ values, set, hold, shared }: IssueFieldsProps) {
  const people = usePeople();
  // The current assignee stays choosable even if the people list no longer holds the name.
  const peopleOptions = [...new Set([...(people.data ?? []), ...(values.owner ? [values.owner] : [])])];

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <ValidatedTextInput
            label="NCR #" value={values.snid} {...hold('snid')} validate={validateSnid} onValid={(v) => set('snid', v)}
            maxLength={SHORT_TEXT_MAX} required
          />
          <ValidatedTextInput
            label="Product" value={values.product} {...hold('product')} validate={validateProduct} onValid={(v) => set('product', v)}
            maxLength={ISSUE_PRODUCT_MAX} required
          />
          <Input.Wrapper label="Station" labelElement="div">
            <Anchor component={Link} to={paths.station(values.sid)} size="sm" display="block" py={8} truncate>
              <IconBuildingFactory2 size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              <Text component="span" fw={600} inherit>{values.proj}</Text> {values.stn}
            </Anchor>
          </Input.Wrapper>
          <Select
            label="Assigned To"
            placeholder="Nobody"
            data={peopleOptions}
            value={values.owner || null}
            {...hold('owner')}
            onChange={(value) => set('owner', value ?? '')}
            searchable
            clearable
            nothingFoundMessage="No such person"
          />
          <Select
            label="Category"
            data={issueCategoryOptions}
            value={String(values.cat)}
            onChange={(value) => value && set('cat', Number(value) as IssueCategory)}
            allowDeselect={false}
          />
          <ValidatedTextInput
            label="Reported" placeholder="YYYY-MM-DD" value={formatDate(values.reported)} {...hold('reported')}
            validate={parseReportedText} onValid={(v) => set('reported', v)} maxLength={10}
          />
          <Select
            label="Status"
            data={issueStatusOptions}
            value={String(values.status)}
            onChange={(value) => value && set('status', Number(value) as IssueStatus)}
            allowDeselect={false}
          />
          <Select
            label="Status for Customer"
            data={issueStatusOptions}
            value={String(values.statusC)}
            onChange={(value) => value && set('statusC', Number(value) as IssueStatus)}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <CollabTextarea session={shared} field="descr" label="Description" saved={values.descr} />
          <CollabTextarea session={shared} field="note" label="Root-Cause Analysis / Notes" saved={values.note} />
        </Stack>
      </Paper>
    </Stack>
  );
}
