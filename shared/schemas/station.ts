import { z } from 'zod';
import { ID_MAX, PROJECT_ID_MIN_EXCLUSIVE, STATION_NAME_MIN_EXCLUSIVE } from '../constants.ts';
import { parseCoordinates } from '../coordinates.ts';
import { field, fieldNames, inputShape, type StoredValues } from '../fields.ts';
import { ignoredFields, modifBase, optionalFields, recordId, shortText } from './common.ts';
import { productInput } from './product.ts';

export const projectId = shortText.trim()
  .min(PROJECT_ID_MIN_EXCLUSIVE + 1, `must be longer than ${PROJECT_ID_MIN_EXCLUSIVE} characters`);
export const stationName = shortText.trim()
  .min(STATION_NAME_MIN_EXCLUSIVE + 1, `must be longer than ${STATION_NAME_MIN_EXCLUSIVE} characters`);
export const coordinates = shortText.trim().refine((text) => text === '' || parseCoordinates(text) !== null,
  "must be 'latitude, longitude' in decimal degrees");

/**
 * Every field of a station a user can edit (SPEC §3), written once: a field added here is in the update
 * body, the wire record, the stored columns (a migration adds the column) and the client's checks.
 */
export const stationFields = {
  projId: field.text(projectId),
  name: field.text(stationName),
  customer: field.text(shortText),
  active: field.flag(),
  pr: field.flag(),
  comp: field.text(shortText),
  owner: field.person(),
  product: field.text(shortText),
  ordDate: field.text(shortText),
  ack: field.date(),
  commissionedDate: field.date(),
  deliv: field.date(),
  endWarranty: field.text(shortText),
  country: field.text(shortText),
  coordinates: field.text(coordinates),
  snnmVersion: field.text(shortText),
  reactor: field.text(shortText),
  systemVoltage: field.text(shortText),
  encapsulation: field.text(shortText),
  sbgTypeCode: field.text(shortText),
  cpu: field.text(shortText),
  projectFolder: field.text(shortText),
  softwareFolder: field.text(shortText),
  contactPersons: field.sharedText(),
  comments: field.sharedText(),
  review: field.sharedText(),
};
export type StationField = keyof typeof stationFields;
export const STATION_FIELDS = fieldNames(stationFields);
/** A station's editable fields as stored. */
export type StationValues = StoredValues<typeof stationFields>;

export const sidBody = z.object({ sid: recordId }).strict();

/** A project id as typed (the stations that have it are wanted): any short text. */
export const projIdBody = z.object({ projId: shortText }).strict();

export const addStationBody = z.object({
  projectId,
  stationName,
  serials: z.array(productInput).max(100, 'must hold at most 100 products').default([]),
  /** Add the station even when another already has this project id (legacy data has duplicates); else 409. */
  allowDuplicate: z.boolean({ error: 'must be true or false' }).optional(),
}).strict();

export const updateStationBody = z.object({
  ...ignoredFields('imageUrl', 'ncr', 'modBy', 'parent'),
  sid: recordId,
  modif: modifBase,
  setParent: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or a station id')
    .max(ID_MAX, 'is too large').optional(),
  ...optionalFields(inputShape(stationFields)),
}).strict();
export type UpdateStationBody = z.infer<typeof updateStationBody>;
