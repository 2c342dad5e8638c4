import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { api } from '../../shared/api.ts';
import { isImageMime } from '../../shared/schemas/attachment.ts';
import { recordIdParam } from '../../shared/schemas/common.ts';
import { inspectAttachment } from '../attachments/inspectAttachment.ts';
import { requireUser } from '../auth/access.ts';
import { principalOf } from '../auth/principal.ts';
import { sendBlob } from '../blobs/sendBlob.ts';
import { addAttachment } from '../commands/addAttachment.ts';
import { removeAttachment } from '../commands/removeAttachment.ts';
import { invalid, notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { PRIVATE_FILE_CACHING } from '../http/privateFileCaching.ts';
import { parseBody } from '../http/validate.ts';
import type { ImageWorkOptions } from '../images/imageWork.ts';
import { receiveAttachmentUpload, withReceivedFile } from '../images/receiveUpload.ts';
import { checkOriginal, renderImage, variantEtag, type ImageQuery } from '../images/renderImage.ts';
import { presentAttachment } from '../presenters/attachment.ts';
import { findAttachment, listAttachments, type AttachmentRow } from '../repositories/attachments.ts';
import { findIssue } from '../repositories/issues.ts';
import type { AppContext } from './context.ts';
import { read, write } from './endpoint.ts';

const iidParam = z.object({ iid: recordIdParam });
const idParam = z.object({ id: recordIdParam });
/** The thumbnails of the NCR screen's grid: WebP keeps a PNG's transparency, 320 px fills a tile on a 2× screen. */
const THUMBNAIL: ImageQuery = { format: 'webp', maxwidth: 320, maxheight: 320 };

// An NCR's attachments are staff-only: every route here is requireUser, so a kiosk screen gets 403.

/** The upload and the files themselves (no JSON body: mounted before the JSON parser). */
export function attachmentFileRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;

  // Who and which issue are checked before the body is read: a refused request stores nothing. The upload goes
  // to a file as it arrives (receiveUpload.ts), within the bytes under way allowed (uploadAllowance.ts); it is
  // checked from that file (an image decoded, a PDF read for scripts), its bytes stored by content (BlobStore),
  // and then the row that names them is inserted in a short transaction.
  router.post('/issues/:iid/attachments', async (req, _res, next) => {
    requireUser(req.caller);
    const { iid } = parseBody(iidParam, req.params);
    if (!(await findIssue(sql, iid))) throw notFound(`Issue ${iid} not found`);
    next();
  }, ctx.uploadAllowance, receiveAttachmentUpload(ctx.blobs.incomingDir), async (req, res) => {
    const user = requireUser(req.caller);
    const { iid } = parseBody(iidParam, req.params);
    const attachment = await withReceivedFile(req, async (file, name) => {
      const inspected = await inspectAttachment(file.path);
      await ctx.blobs.put(file);
      return ctx.writes.run(user.name, (w) => addAttachment(w, iid, { name, blob: file }, inspected));
    });
    res.json({ attachment });
  });

  // The file as uploaded, streamed from its store (with byte ranges), under the app's Content-Security-Policy.
  // The URL carries its version (v); caching is set on success only, so that an error is not cached.
  router.get('/attachments/:id', async (req, res) => {
    const row = await attachmentOf(req);
    const caching = { ETag: `"${row.etag}"`, 'Cache-Control': PRIVATE_FILE_CACHING };
    if (req.get('if-none-match') === caching.ETag) return void res.set(caching).status(304).end();
    if (isImageMime(row.mime)) await checkOriginal(storedImage(row), work(req, res)); // as station images
    res.set(caching).set('Content-Disposition', inlineDisposition(row.fileName)).type(row.mime);
    await sendBlob(req, res, ctx.blobs, blobOf(row));
  });

  router.get('/attachments/:id/thumb', async (req, res) => {
    const row = await attachmentOf(req);
    if (!isImageMime(row.mime)) throw notFound(`Attachment ${row.id} is not an image`);
    const caching = { ETag: variantEtag(row.etag, THUMBNAIL), 'Cache-Control': PRIVATE_FILE_CACHING };
    if (req.get('if-none-match') === caching.ETag) return void res.set(caching).status(304).end();
    const rendered = await renderImage(storedImage(row), THUMBNAIL, work(req, res));
    res.set(caching).type(rendered.mime).send(rendered.body);
  });

  async function attachmentOf(req: Request): Promise<AttachmentRow> {
    requireUser(req.caller);
    const { id } = parseBody(idParam, req.params);
    const row = await findAttachment(sql, id);
    if (!row) throw notFound(`Attachment ${id} not found`);
    return row;
  }

  const blobOf = (row: AttachmentRow) => ({ hash: row.blob, size: row.size });
  const storedImage = (row: AttachmentRow) => ({ owner: `Attachment ${row.id}`, etag: row.etag, mime: row.mime, load: () => ctx.blobs.source(blobOf(row)) });

  return router;
}

/** The JSON calls: the list of an NCR's attachments, and removing one. */
export function attachmentCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql } = ctx;

  read(calls, api.attachments, async ({ iid }) => {
    if (!(await findIssue(sql, iid))) throw notFound(`Issue ${iid} not found`);
    return { attachments: (await listAttachments(sql, iid)).map(presentAttachment) };
  });

  write(calls, ctx, api.removeAttachment, async (w, { id }) => {
    await removeAttachment(w, id);
    return {};
  });

}

/**
 * The image work of a request (imageWork.ts): in its caller's turn (an NCR's grid of thumbnails waits for its own
 * renders, not in front of others'), dropped when the client has gone.
 */
function work(req: Request, res: Response): ImageWorkOptions {
  const gone = new AbortController();
  res.on('close', () => gone.abort(invalid('The request was closed before its file was ready')));
  return { caller: principalOf(req.caller!), signal: gone.signal };
}

/** `inline` with the file name: plain ASCII for old readers, and the whole name as UTF-8 (RFC 6266, 5987). */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
