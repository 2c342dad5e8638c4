// The multi-line fields behind the Yjs documents (shared/collab.ts), taken from the records' field tables.
import { sharedTextFields, type SharedTextField } from './fields.ts';
import { actionFields } from './schemas/action.ts';
import { issueFields } from './schemas/issue.ts';
import { stationFields } from './schemas/station.ts';

export type StationTextField = SharedTextField<typeof stationFields>;
export type IssueTextField = SharedTextField<typeof issueFields>;
export type ActionTextField = SharedTextField<typeof actionFields>;
export type CollabField = StationTextField | IssueTextField | ActionTextField;

/** The multi-line fields of each record kind; each is a Y.Text of the record's doc and a column of its table. */
export const COLLAB_FIELDS: { station: readonly StationTextField[]; issue: readonly IssueTextField[]; action: readonly ActionTextField[] } = {
  station: sharedTextFields(stationFields),
  issue: sharedTextFields(issueFields),
  action: sharedTextFields(actionFields),
};
