import { Autocomplete, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StationTextField } from '../../../shared/collab.ts';
import { COMPANY_CHOICES, PRODUCT_CATEGORIES, SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import type { Station } from '../../../shared/records.ts';
import { stationFields, type StationField, type StationValues } from '../../../shared/schemas/station.ts';
import { CollabTextarea } from '../../components/CollabTextarea.tsx';
import { ConflictNotice } from '../../components/ConflictNotice.tsx';
import { ValidatedTextInput } from '../../components/ValidatedTextInput.tsx';
import { checkField } from '../../lib/fieldCheck.ts';
import type { CollabSession } from '../../lib/collab.ts';
import { usePeople } from '../../lib/commonQueries.ts';
import type { RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import { DateCombo } from './DateCombo.tsx';
import { FieldSection } from './FieldSection.tsx';
import { ProjectIdWarning, useSameProjectId } from './ProjectIdWarning.tsx';
import { STATION_LABELS } from '../../../shared/stationLabels.ts';

/** The single-line text fields, each checked by its shared schema. */
type TextField = { [K in StationField]: StationValues[K] extends string ? (K extends StationTextField ? never : K) : never }[StationField];

/** A field's value as the notices show it. */
export const shownValue = (value: unknown): string => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? ''));

/** The notice under a field that someone else changed after this device saved it, if there is one. */
export function StationConflict({ draft, field }: { draft: RecordDraftView<Station>; field: keyof Station }) {
  const conflict = draft.conflicts.find((candidate) => candidate.field === field);
  if (!conflict) return null;
  return (
    <ConflictNotice by={draft.values?.modBy || null} theirs={shownValue(conflict.theirs)} mine={shownValue(conflict.mine)}
      onKeepMine={() => draft.resolveConflict(field, true)} onAccept={() => draft.resolveConflict(field, false)} />
  );
}

/**
 * Every editable field of a station (SPEC §3), grouped in sections; each edit goes to the draft, except the
 * multi-line fields, which are typed together in the station's shared doc.
 */
export function StationFields({ draft, shared }: { draft: RecordDraftView<Station>; shared: CollabSession | null }) {
  const people = usePeople();
  const values = draft.values!;
  const { set, holdWhileFocused: hold } = draft;
  // Another station with this project id: a warning under the field; saving is not held up (legacy duplicates).
  const sameProjectId = useSameProjectId(values.projId, values.sid);
  const owners = people.data && values.owner && !people.data.includes(values.owner) ? [values.owner, ...people.data] : people.data ?? [];

  const field = (name: keyof Station, input: ReactNode, after?: ReactNode) => (
    <div key={name}>
      {input}
      {after}
      <StationConflict draft={draft} field={name} />
    </div>
  );
  const text = (name: TextField, placeholder?: string, after?: ReactNode) => field(name,
    <ValidatedTextInput label={STATION_LABELS[name]} placeholder={placeholder} value={values[name]} kept={draft.invalid[name]} {...hold(name)}
      maxLength={SHORT_TEXT_MAX} validate={(typed) => checkField(stationFields[name].input, typed)} onValid={(value) => set(name, value)}
      onInvalidText={(typed) => draft.setInvalid(name, typed)} />, after);
  const area = (name: StationTextField) => (
    <CollabTextarea key={name} session={shared} field={name} label={STATION_LABELS[name]} saved={values[name]} />
  );
  const date = (name: 'ack' | 'commissionedDate' | 'deliv') => field(name,
    <DateCombo label={STATION_LABELS[name]} value={values[name]} kept={draft.invalid[name]} onChange={(value) => set(name, value)}
      onInvalidText={(typed) => draft.setInvalid(name, typed)} {...hold(name)} />);

  return (
    <Stack gap="md">
      <FieldSection title="Project">
        {text('projId', undefined, <ProjectIdWarning projectId={values.projId} stations={sameProjectId} />)}
        {text('name')}
        {text('customer')}
        {field('comp', <Autocomplete label={STATION_LABELS.comp} data={COMPANY_CHOICES} value={values.comp} {...hold('comp')} maxLength={SHORT_TEXT_MAX}
          onChange={(value) => set('comp', value)} clearable />)}
        {field('owner', <Select label={STATION_LABELS.owner} data={owners} value={values.owner || null} {...hold('owner')} searchable clearable
          nothingFoundMessage="Nobody found" placeholder={people.isPending ? 'Loading…' : 'Nobody'}
          onChange={(value) => set('owner', value ?? '')} />)}
        {field('product', <Autocomplete label={STATION_LABELS.product} data={PRODUCT_CATEGORIES} value={values.product} {...hold('product')} maxLength={SHORT_TEXT_MAX}
          onChange={(value) => set('product', value)} />)}
      </FieldSection>

      <FieldSection title="Dates" columns={3}>
        {text('ordDate')}
        {date('ack')}
        {date('commissionedDate')}
        {date('deliv')}
        {text('endWarranty')}
      </FieldSection>

      <FieldSection title="Site">
        {text('country')}
        {text('coordinates', 'latitude, longitude')}
      </FieldSection>

      <FieldSection title="Technical" columns={3}>
        {text('snnmVersion')}
        {text('reactor')}
        {text('systemVoltage')}
        {text('encapsulation')}
        {text('sbgTypeCode')}
        {text('cpu')}
      </FieldSection>

      <FieldSection title="Folders" columns={1}>
        {text('projectFolder')}
        {text('softwareFolder')}
      </FieldSection>

      <FieldSection title="Notes" columns={1}>
        {area('contactPersons')}
        {area('comments')}
        {area('review')}
      </FieldSection>
    </Stack>
  );
}
