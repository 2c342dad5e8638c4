// The lists as CSV (server/routes/exports.ts): every column of the list and every field of the record's screen,
// under the screen's labels. Dates as 'YYYY-MM-DD' and timestamps as ISO 8601, empty when not set (the 1979
// sentinel of the wire is no date to a spreadsheet), choices by their label, flags as Yes / No.
import type { Field } from '../../shared/fields.ts';
import { issueFields, type IssueField } from '../../shared/schemas/issue.ts';
import { STATION_FIELDS, stationFields, type StationField } from '../../shared/schemas/station.ts';
import { STATION_LABELS } from '../../shared/stationLabels.ts';
import { ACTION_LABELS, ISSUE_LABELS } from '../../shared/issueLabels.ts';
import { isOverdue } from '../../shared/actionRules.ts';
import { actionFields, type ActionField } from '../../shared/schemas/action.ts';
import type { ActionListRow } from '../repositories/actions.ts';
import type { IssueRow } from '../repositories/issues.ts';
import type { StationExportRow } from '../repositories/stations.ts';

interface Column<Row> { header: string; cell: (row: Row) => string }

/** A field's stored value (a column of its record's row) as a cell. */
function fieldCell(field: Pick<Field, 'kind' | 'labels'>, stored: unknown): string {
  if (stored === null || stored === undefined) return '';
  switch (field.kind) {
    case 'flag': return stored === true ? 'Yes' : 'No';
    case 'choice': return field.labels?.[stored as number] ?? String(stored);
    default: return String(stored);
  }
}

const timestampCell = (value: Date | null) => value?.toISOString() ?? '';

const header = <Row>(columns: Column<Row>[]) => columns.map((column) => column.header);
const cells = <Row>(columns: Column<Row>[], row: Row) => columns.map((column) => column.cell(row));

/** The stations list's columns in its order (Project, Name, Customer, Product, Reactor), then the others in the screen's. */
const LISTED_STATION_FIELDS: readonly StationField[] = ['projId', 'name', 'customer', 'product', 'reactor'];
const STATION_CSV_FIELDS: StationField[] = [
  ...LISTED_STATION_FIELDS,
  ...(Object.keys(STATION_LABELS) as StationField[]).filter((name) => STATION_FIELDS.includes(name) && !LISTED_STATION_FIELDS.includes(name)),
];

const STATION_COLUMNS: Column<StationExportRow>[] = [
  { header: 'SID', cell: (row) => String(row.sid) },
  ...STATION_CSV_FIELDS.map((name) => ({ header: STATION_LABELS[name], cell: (row: StationExportRow) => fieldCell(stationFields[name], row[name]) })),
  { header: STATION_LABELS.setParent, cell: (row) => row.parentProjId ?? '' },
  { header: 'NCRs', cell: (row) => String(row.ncrCount) },
  { header: 'Open NCRs', cell: (row) => String(row.openNcrCount) },
  { header: 'Last Modified', cell: (row) => timestampCell(row.modif) },
  { header: 'Modified By', cell: (row) => row.modBy },
];

export const STATION_CSV_HEADER = header(STATION_COLUMNS);
export const presentStationCsvRow = (row: StationExportRow) => cells(STATION_COLUMNS, row);

const issueField = (name: IssueField): Column<IssueRow> => ({ header: ISSUE_LABELS[name], cell: (row) => fieldCell(issueFields[name], row[name]) });

/** The NCR list's columns and every field of the NCR screen, with its station's project id. */
const ISSUE_COLUMNS: Column<IssueRow>[] = [
  { header: 'IID', cell: (row) => String(row.iid) },
  issueField('snid'),
  { header: 'Station', cell: (row) => row.stn },
  { header: 'Project ID', cell: (row) => row.proj },
  issueField('product'),
  issueField('cat'),
  issueField('status'),
  issueField('statusC'),
  issueField('owner'),
  issueField('reported'),
  { header: ISSUE_LABELS.closed, cell: (row) => timestampCell(row.closed) },
  issueField('descr'),
  issueField('note'),
  issueField('rcCat'),
  issueField('rcMethod'),
  issueField('effResult'),
  issueField('effNote'),
  { header: 'Last Modified', cell: (row) => timestampCell(row.modif) },
  { header: 'Modified By', cell: (row) => row.modBy },
];

export const ISSUE_CSV_HEADER = header(ISSUE_COLUMNS);
export const presentIssueCsvRow = (row: IssueRow) => cells(ISSUE_COLUMNS, row);

const actionField = (name: ActionField): Column<ActionListRow> => ({ header: ACTION_LABELS[name], cell: (row) => fieldCell(actionFields[name], row[name]) });

/**
 * My actions' columns (issue 36): the action, its NCR and station, whether it is overdue on `today`, its
 * verification and who made and last changed it.
 */
const actionColumns = (today: string): Column<ActionListRow>[] => [
  { header: 'AID', cell: (row) => String(row.aid) },
  { header: 'NCR #', cell: (row) => row.snid },
  { header: 'Station', cell: (row) => row.stn },
  actionField('type'),
  actionField('descr'),
  actionField('owner'),
  actionField('due'),
  actionField('status'),
  { header: 'Overdue', cell: (row) => (isOverdue({ status: row.status, due: row.due ?? '' }, today) ? 'Yes' : 'No') },
  { header: 'Done At', cell: (row) => timestampCell(row.doneAt) },
  { header: 'Verified By', cell: (row) => row.verifiedBy ?? '' },
  { header: 'Verified At', cell: (row) => timestampCell(row.verifiedAt) },
  { header: 'Verification Note', cell: (row) => row.verifyNote },
  actionField('showCust'),
  { header: 'Created By', cell: (row) => row.createdBy },
  { header: 'Created At', cell: (row) => timestampCell(row.createdAt) },
  { header: 'Last Modified', cell: (row) => timestampCell(row.modif) },
  { header: 'Modified By', cell: (row) => row.modBy },
];

export const ACTION_CSV_HEADER = header(actionColumns('1979-01-01'));
export const presentActionCsvRow = (today: string) => {
  const columns = actionColumns(today);
  return (row: ActionListRow) => cells(columns, row);
};
