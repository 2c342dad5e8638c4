import { z } from 'zod';
import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS } from '../constants.ts';
import { field, fieldNames, inputShape, type StoredValues } from '../fields.ts';
import { ignoredFields, longText, modifBase, optionalFields, recordId } from './common.ts';

/**
 * Every field of an NCR's action a user edits (issue 36), written once like the records' fields: its type, its
 * description (a shared text: typed together), its owner from the people list, its due date, its status and
 * whether the customer's report shows it. Who verified it, when and with what note are set by verifying it.
 */
export const actionFields = {
  type: field.choice(ACTION_TYPE_LABELS),
  descr: field.sharedText(),
  owner: field.person(),
  due: field.date(),
  status: field.choice(ACTION_STATUS_LABELS),
  showCust: field.flag(),
};
export type ActionField = keyof typeof actionFields;
export const ACTION_FIELDS = fieldNames(actionFields);
export type ActionValues = StoredValues<typeof actionFields>;

export const aidBody = z.object({ aid: recordId }).strict();

/**
 * A new action of an NCR. `key`: made by the client that adds it, so that an add sent again (a device that was
 * offline, a retry after a lost answer) finds the action it made instead of making a second.
 */
export const addActionBody = z.object({
  iid: recordId,
  key: z.uuid({ error: 'must be a UUID' }).optional(),
  type: actionFields.type.input,
  descr: actionFields.descr.input.optional(),
  owner: actionFields.owner.input.optional(),
  due: actionFields.due.input.optional(),
  showCust: actionFields.showCust.input.optional(),
}).strict();
export type AddActionBody = z.output<typeof addActionBody>;

export const updateActionBody = z.object({
  ...ignoredFields('iid', 'verifiedBy', 'verifiedAt', 'verifyNote', 'doneAt', 'createdBy', 'createdAt', 'modBy'),
  aid: recordId,
  modif: modifBase,
  ...optionalFields(inputShape(actionFields)),
}).strict();
export type UpdateActionBody = z.output<typeof updateActionBody>;

/** Verifying an action: someone other than its owner says it worked, and how they know. */
export const verifyActionBody = z.object({
  aid: recordId,
  note: longText.trim().min(1, 'must not be empty: say how the action was verified'),
}).strict();
