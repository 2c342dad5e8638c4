import { Autocomplete, Select, Stack, TextInput } from '@mantine/core';
import type { StationTextField } from '../../../shared/collab.ts';
import { COMPANY_CHOICES, PRODUCT_CATEGORIES } from '../../../shared/constants.ts';
import type { Station } from '../../../shared/records.ts';
import { SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import { CollabTextarea } from '../../components/CollabTextarea.tsx';
import type { CollabSession } from '../../lib/collab.ts';
import type { FocusHold } from '../../lib/useDraft.ts';
import { usePeople } from '../../lib/commonQueries.ts';
import { DateCombo } from './DateCombo.tsx';
import { FieldSection } from './FieldSection.tsx';
import { ValidatedTextInput } from '../../components/ValidatedTextInput.tsx';
import { checkCoordinates, checkProjectId, checkStationName } from './stationRules.ts';

export type SetStationField = <K extends keyof Station>(field: K, value: Station[K]) => void;

type TextField = { [K in keyof Station]: Station[K] extends string ? K : never }[keyof Station];

/**
 * Every editable field of a station (SPEC §3), grouped in sections; each edit goes to the draft, except the
 * multi-line fields, which are typed together in the station's shared doc.
 */
export function StationFields({ values, set, hold, shared }: {
  values: Station;
  set: SetStationField;
  hold: (field: keyof Station) => FocusHold;
  shared: CollabSession | null;
}) {
  const people = usePeople();
  const owners = people.data && values.owner && !people.data.includes(values.owner) ? [values.owner, ...people.data] : people.data ?? [];

  const text = (field: TextField, label: string) => (
    <TextInput label={label} value={values[field]} maxLength={SHORT_TEXT_MAX} {...hold(field)}
      onChange={(event) => set(field, event.currentTarget.value)} />
  );
  const area = (field: StationTextField, label: string) => (
    <CollabTextarea session={shared} field={field} label={label} saved={values[field]} />
  );
  const date = (field: 'ack' | 'commissionedDate' | 'deliv', label: string) => (
    <DateCombo label={label} value={values[field]} onChange={(value) => set(field, value)} {...hold(field)} />
  );

  return (
    <Stack gap="md">
      <FieldSection title="Project">
        <ValidatedTextInput label="Project ID" value={values.projId} {...hold('projId')} maxLength={SHORT_TEXT_MAX} validate={checkProjectId} onValid={(value) => set('projId', value)} />
        <ValidatedTextInput label="Station Name" value={values.name} {...hold('name')} maxLength={SHORT_TEXT_MAX} validate={checkStationName} onValid={(value) => set('name', value)} />
        {text('customer', 'End Customer')}
        <Autocomplete label="Company" data={COMPANY_CHOICES} value={values.comp} {...hold('comp')} maxLength={SHORT_TEXT_MAX}
          onChange={(value) => set('comp', value)} clearable />
        <Select label="Project Owner" data={owners} value={values.owner || null} {...hold('owner')} searchable clearable
          nothingFoundMessage="Nobody found" placeholder={people.isPending ? 'Loading…' : 'Nobody'}
          onChange={(value) => set('owner', value ?? '')} />
        <Autocomplete label="Product" data={PRODUCT_CATEGORIES} value={values.product} {...hold('product')} maxLength={SHORT_TEXT_MAX}
          onChange={(value) => set('product', value)} />
      </FieldSection>

      <FieldSection title="Dates" columns={3}>
        {text('ordDate', 'Order Date')}
        {date('ack', 'Order Acknowledged')}
        {date('commissionedDate', 'Commissioned')}
        {date('deliv', 'Delivered')}
        {text('endWarranty', 'End of Warranty')}
      </FieldSection>

      <FieldSection title="Site">
        {text('country', 'Country')}
        <ValidatedTextInput label="Coordinates" placeholder="latitude, longitude" value={values.coordinates} {...hold('coordinates')} maxLength={SHORT_TEXT_MAX}
          validate={checkCoordinates} onValid={(value) => set('coordinates', value)} />
      </FieldSection>

      <FieldSection title="Technical" columns={3}>
        {text('snnmVersion', 'SNNM Version')}
        {text('reactor', 'Reactor (ASC tuning range)')}
        {text('systemVoltage', 'System Voltage')}
        {text('encapsulation', 'Encapsulation')}
        {text('sbgTypeCode', 'SBG Type Code')}
        {text('cpu', 'CPU')}
      </FieldSection>

      <FieldSection title="Folders" columns={1}>
        {text('projectFolder', 'Project Folder')}
        {text('softwareFolder', 'Software Folder')}
      </FieldSection>

      <FieldSection title="Notes" columns={1}>
        {area('contactPersons', 'Contact Persons')}
        {area('comments', 'Comments')}
        {area('review', 'Management Review')}
      </FieldSection>
    </Stack>
  );
}
