import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, ISSUE_STATUS_LABELS, ROOT_CAUSE, ROOT_CAUSE_LABELS } from '../../shared/constants.ts';
import type { ActionRow } from '../repositories/actions.ts';
import type { AttachmentRow } from '../repositories/attachments.ts';
import type { IssueRow } from '../repositories/issues.ts';
import type { ProductRow } from '../repositories/products.ts';
import type { StationRow } from '../repositories/stations.ts';
import type { CustomerReportInput } from '../reports/customerReport.ts';

export interface CustomerReportSources {
  issue: IssueRow;
  station: Pick<StationRow, 'name' | 'projId' | 'customer' | 'comp'>;
  products: ProductRow[];
  actions: ActionRow[];
  /** The photos the issuer picked, with their bytes, in the order picked. */
  photos: { row: AttachmentRow; bytes: Buffer }[];
  issuedBy: string;
  issuedAt: Date;
  version: number;
  /** The issuing company when the station names none (COMPANY_NAME). */
  company: string;
}

/**
 * What an NCR's customer report states (reports/customerReport.ts), from the NCR and its station: the
 * customer-facing status and never the internal one, the actions marked "show to customer" with their status and
 * dates but not their owners or verification notes, the photos picked and no other attachment, nothing of the
 * effectiveness review or the station's own texts.
 */
export function presentCustomerReport(sources: CustomerReportSources): CustomerReportInput {
  const { issue, station } = sources;
  return {
    company: station.comp.trim() || sources.company,
    ncr: {
      number: issue.snid,
      station: station.name,
      projectId: station.projId,
      customer: station.customer,
      products: sources.products.map((product) => ({ category: product.cat, serial: product.serial })),
      reported: issue.reported ?? '',
      customerStatus: ISSUE_STATUS_LABELS[issue.statusC],
      description: issue.descr,
      rootCauseCategory: issue.rcCat === ROOT_CAUSE.NotSet ? '' : ROOT_CAUSE_LABELS[issue.rcCat],
      rootCauseAnalysis: issue.note,
    },
    actions: sources.actions.filter((action) => action.showCust).map((action) => ({
      type: ACTION_TYPE_LABELS[action.type],
      description: action.descr,
      status: ACTION_STATUS_LABELS[action.status],
      due: action.due ?? '',
      completed: day(action.doneAt),
      verified: day(action.verifiedAt),
    })),
    photos: sources.photos.map(({ row, bytes }) => ({ name: row.fileName, mime: row.mime, bytes })),
    issuedBy: sources.issuedBy,
    issuedAt: sources.issuedAt,
    version: sources.version,
  };
}

const day = (at: Date | null): string => (at ? at.toISOString().slice(0, 10) : '');
