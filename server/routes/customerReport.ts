import fs from 'node:fs';
import { api } from '../../shared/api.ts';
import { isImageMime } from '../../shared/schemas/attachment.ts';
import { requireUser } from '../auth/access.ts';
import { principalOf } from '../auth/principal.ts';
import { storeBytes } from '../blobs/storeBytes.ts';
import { addAttachment } from '../commands/addAttachment.ts';
import { invalid, notFound } from '../errors.ts';
import { createExportSlots } from '../exports/exportSlots.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { sendJson } from '../http/sendJson.ts';
import { parseBody } from '../http/validate.ts';
import { presentCustomerReport } from '../presenters/customerReport.ts';
import { listActions } from '../repositories/actions.ts';
import { findAttachmentsOfIssue, nextReportVersion } from '../repositories/attachments.ts';
import { findIssue } from '../repositories/issues.ts';
import { listProducts } from '../repositories/products.ts';
import { findStation } from '../repositories/stations.ts';
import { renderCustomerReport } from '../reports/customerReport.ts';
import type { AppContext } from './context.ts';

/** Reports drawn at once: one a person, two in all (each is a second or two of one core with its photos). */
const REPORTS_PER_PERSON = 1;
const REPORTS_AT_ONCE = 2;

/**
 * Issuing an NCR's customer report: read what it states, draw the PDF outside any transaction (it takes a second
 * or two with photos), store its bytes, then attach it to the NCR as the next version in one short write. Staff
 * only: a kiosk gets 403.
 */
export function customerReportCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql } = ctx;
  const slots = createExportSlots(REPORTS_AT_ONCE, REPORTS_PER_PERSON, 'customer report');

  calls.add(api.issueReport.path, async ({ req, res, caller, body }) => {
    const user = requireUser(caller);
    const { iid, photos } = parseBody(api.issueReport.body, body);
    const release = slots.take(user.userId);
    try {
      const issue = await findIssue(sql, iid);
      if (!issue) throw notFound(`Issue ${iid} not found`);
      const [station, products, actions, picked, version] = await Promise.all([
        findStation(sql, issue.sid), listProducts(sql, issue.sid), listActions(sql, iid), findAttachmentsOfIssue(sql, iid, photos), nextReportVersion(sql, iid),
      ]);
      if (!station) throw notFound(`Issue ${iid} not found`);
      const rows = photos.map((id) => {
        const row = picked.find((attachment) => attachment.id === id);
        if (!row || !isImageMime(row.mime)) throw invalid(`photos: attachment ${id} is not a photo of this NCR`);
        return row;
      });
      const photoBytes = await Promise.all(rows.map(async (row) => ({ row, bytes: await bytesOf(await ctx.blobs.source({ hash: row.blob, size: row.size })) })));
      const input = presentCustomerReport({
        issue, station, products, actions, photos: photoBytes, issuedBy: user.person || user.name, issuedAt: new Date(), version, company: ctx.config.companyName,
      });
      const pdf = await renderCustomerReport(input, { work: { caller: principalOf(caller!) } });
      const blob = await storeBytes(ctx.blobs, pdf);
      const name = `${issue.snid} customer report v${version}.pdf`;
      const attachment = await ctx.writes.run(user.name, (w) => addAttachment(w, iid, { name, blob, reportVersion: version }, { mime: 'application/pdf', width: null, height: null }));
      await sendJson(req, res, { attachment });
    } finally {
      release();
    }
  });
}

/** A stored file's bytes: the store gives a path on disk (the embedded engine) or the bytes. */
async function bytesOf(source: string | Buffer): Promise<Buffer> {
  return typeof source === 'string' ? fs.promises.readFile(source) : source;
}
