import { Autocomplete, Stack } from '@mantine/core';
import { memo, useMemo, type ReactElement, type ReactNode } from 'react';
import type { StationTextField } from '../../../shared/collabFields.ts';
import { COMPANY_CHOICES, PRODUCT_CATEGORIES, SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import type { Station } from '../../../shared/records.ts';
import { stationFields, type StationField, type StationValues } from '../../../shared/schemas/station.ts';
import { CollabTextarea } from '../../components/CollabTextarea.tsx';
import { PersonSelect } from '../../components/PersonSelect.tsx';
import { Staggered } from '../../components/Staggered.tsx';
import { ValidatedTextInput } from '../../components/ValidatedTextInput.tsx';
import { checkField } from '../../lib/drafts/fieldCheck.ts';
import type { CollabSession } from '../../lib/collab/collab.ts';
import type { RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import { DateCombo } from './DateCombo.tsx';
import { FieldSection } from './FieldSection.tsx';
import { SameProjectIdWarning } from './ProjectIdWarning.tsx';
import { StationConflict } from './StationConflict.tsx';
import { STATION_LABELS } from '../../../shared/stationLabels.ts';

/** The single-line text fields, each checked by its shared schema. */
type TextField = { [K in StationField]: StationValues[K] extends string ? (K extends StationTextField ? never : K) : never }[StationField];

/**
 * Every editable field of a station (SPEC §3), grouped in sections; each edit goes to the draft, except the
 * multi-line fields, which are typed together in the station's shared doc. Memoised, and so is each section on
 * what it shows: the fields' sections render again when the draft changes, the notes when the shared doc (its
 * connection's state) or their saved texts do, neither at every re-render of the station's screen.
 */
export const StationFields = memo(function StationFields({ draft, shared }: { draft: RecordDraftView<Station>; shared: CollabSession | null }) {
  const fieldSections = useMemo(() => draftSections(draft), [draft]);
  const { contactPersons, comments, review } = draft.values!;
  const notes = useMemo(() => {
    const saved: Record<StationTextField, string> = { contactPersons, comments, review };
    return (
      <FieldSection key="notes" title="Notes" columns={1}>
        {(['contactPersons', 'comments', 'review'] as const).map((name) => (
          <CollabTextarea key={name} session={shared} field={name} label={STATION_LABELS[name]} saved={saved[name]} />
        ))}
      </FieldSection>
    );
  }, [shared, contactPersons, comments, review]);
  // The sections mount one after another: each is a short task, not the whole form in one long one.
  return <Stack gap="md"><Staggered parts={[...fieldSections, notes]} /></Stack>;
});

/** The sections of the fields kept in the draft (all but the notes), as the draft has them. */
function draftSections(draft: RecordDraftView<Station>): ReactElement[] {
  const values = draft.values!;
  const { set, holdWhileFocused: hold } = draft;

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
  const date = (name: 'ack' | 'commissionedDate' | 'deliv') => field(name,
    <DateCombo label={STATION_LABELS[name]} value={values[name]} kept={draft.invalid[name]} onChange={(value) => set(name, value)}
      onInvalidText={(typed) => draft.setInvalid(name, typed)} {...hold(name)} />);

  return [
    <FieldSection key="project" title="Project">
      {/* Another station with this project id: a warning under the field; saving is not held up (legacy duplicates). */}
      {text('projId', undefined, <SameProjectIdWarning projectId={values.projId} sid={values.sid} />)}
      {text('name')}
      {text('customer')}
      {field('comp', <Autocomplete label={STATION_LABELS.comp} data={COMPANY_CHOICES} value={values.comp} {...hold('comp')} maxLength={SHORT_TEXT_MAX}
        onChange={(value) => set('comp', value)} clearable />)}
      {field('owner', <PersonSelect label={STATION_LABELS.owner} value={values.owner} {...hold('owner')} onChange={(value) => set('owner', value)} />)}
      {field('product', <Autocomplete label={STATION_LABELS.product} data={PRODUCT_CATEGORIES} value={values.product} {...hold('product')} maxLength={SHORT_TEXT_MAX}
        onChange={(value) => set('product', value)} />)}
    </FieldSection>,
    <FieldSection key="dates" title="Dates" columns={3}>
      {text('ordDate')}
      {date('ack')}
      {date('commissionedDate')}
      {date('deliv')}
      {text('endWarranty')}
    </FieldSection>,
    <FieldSection key="site" title="Site">
      {text('country')}
      {text('coordinates', 'latitude, longitude')}
    </FieldSection>,
    <FieldSection key="technical" title="Technical" columns={3}>
      {text('snnmVersion')}
      {text('reactor')}
      {text('systemVoltage')}
      {text('encapsulation')}
      {text('sbgTypeCode')}
      {text('cpu')}
    </FieldSection>,
    <FieldSection key="folders" title="Folders" columns={1}>
      {text('projectFolder')}
      {text('softwareFolder')}
    </FieldSection>,
  ];
}
