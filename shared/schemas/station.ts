import { z } from 'zod';
import { ID_MAX, PROJECT_ID_MIN_EXCLUSIVE, STATION_NAME_MIN_EXCLUSIVE } from '../constants.ts';
import { parseCoordinates } from '../coordinates.ts';
import { ignoredFields, longText, modifBase, optionalFields, recordId, shortText, wireDate } from './common.ts';
import { productInput } from './product.ts';

export const projectId = shortText.trim()
  .min(PROJECT_ID_MIN_EXCLUSIVE + 1, `must be longer than ${PROJECT_ID_MIN_EXCLUSIVE} characters`);
export const stationName = shortText.trim()
  .min(STATION_NAME_MIN_EXCLUSIVE + 1, `must be longer than ${STATION_NAME_MIN_EXCLUSIVE} characters`);

export const sidBody = z.object({ sid: recordId }).strict();

export const addStationBody = z.object({
  projectId,
  stationName,
  serials: z.array(productInput).max(100, 'must hold at most 100 products').default([]),
}).strict();

/** Every field of a station a user can edit, each optional in an update. */
export const stationFields = {
  projId: projectId,
  name: stationName,
  customer: shortText,
  active: z.boolean({ error: 'must be true or false' }),
  pr: z.boolean({ error: 'must be true or false' }),
  comp: shortText,
  owner: shortText,
  product: shortText,
  ordDate: shortText,
  ack: wireDate,
  commissionedDate: wireDate,
  deliv: wireDate,
  endWarranty: shortText,
  country: shortText,
  coordinates: shortText.refine((text) => text.trim() === '' || parseCoordinates(text) !== null,
    "must be 'latitude, longitude' in decimal degrees"),
  snnmVersion: shortText,
  reactor: shortText,
  systemVoltage: shortText,
  encapsulation: shortText,
  sbgTypeCode: shortText,
  cpu: shortText,
  projectFolder: shortText,
  softwareFolder: shortText,
  contactPersons: longText,
  comments: longText,
  review: longText,
};
export type StationField = keyof typeof stationFields;
export const STATION_FIELDS = Object.keys(stationFields) as StationField[];

export const updateStationBody = z.object({
  ...ignoredFields('imageUrl', 'ncr', 'modBy', 'parent'),
  sid: recordId,
  modif: modifBase,
  setParent: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or a station id')
    .max(ID_MAX, 'is too large').optional(),
  ...optionalFields(stationFields),
}).strict();
export type UpdateStationBody = z.infer<typeof updateStationBody>;
