import { Router } from 'express';
import { z } from 'zod';
import { api } from '../../shared/api.ts';
import { recordIdParam } from '../../shared/schemas/common.ts';
import { requireReader, requireUser } from '../auth/access.ts';
import { principalOf } from '../auth/principal.ts';
import { sendBlob } from '../blobs/sendBlob.ts';
import { removeStationImage } from '../commands/removeStationImage.ts';
import { storeStationImage } from '../commands/storeStationImage.ts';
import { invalid, notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { PRIVATE_FILE_CACHING } from '../http/privateFileCaching.ts';
import { parseBody } from '../http/validate.ts';
import { inspectImage } from '../images/inspectImage.ts';
import { requireKioskImageQuery } from '../images/kioskImageQuery.ts';
import { receiveImageUpload, withReceivedFile } from '../images/receiveUpload.ts';
import { checkOriginal, isOriginal, parseImageQuery, renderImage, variantEtag } from '../images/renderImage.ts';
import { findImageVersion } from '../repositories/images.ts';
import type { AppContext } from './context.ts';
import { write } from './endpoint.ts';

const sidParam = z.object({ sid: recordIdParam });

export function imageRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;

  // Who and which station are checked before the body is read: a refused request stores nothing. As an NCR's
  // attachment (routes/attachments.ts): within the bytes under way allowed, into a file as it arrives, decoded from
  // that file before the transaction (it takes a while), its bytes stored by content, then the row.
  router.post('/uploadf/:sid', (req, _res, next) => { requireUser(req.caller); parseBody(sidParam, req.params); next(); }, ctx.uploadAllowance, receiveImageUpload(ctx.blobs.incomingDir), async (req, res) => {
    const user = requireUser(req.caller);
    const { sid } = parseBody(sidParam, req.params);
    const st = await withReceivedFile(req, async (file) => {
      const image = await inspectImage(file.path);
      await ctx.blobs.put(file);
      return ctx.writes.run(user.name, (w) => storeStationImage(w, sid, file, image));
    });
    res.json({ st });
  });

  router.get('/stations/:sid/image', async (req, res) => {
    requireReader(req.caller); // the globe's station cards show it on kiosk screens too
    const { sid } = parseBody(sidParam, req.params);
    const query = parseImageQuery(req.query);
    if (req.caller?.kind === 'kiosk') requireKioskImageQuery(query);
    const version = await findImageVersion(sql, sid);
    if (!version) throw notFound(`Station ${sid} has no image`);
    // The URL carries the image's version (v), so a cached copy stays right until the image is replaced; it is
    // asked for again at every use, after the session check above (PRIVATE_FILE_CACHING). Set on success only: an
    // error (an unreadable image, a busy server) must not be cached.
    const caching = { ETag: variantEtag(version.etag, query), 'Cache-Control': PRIVATE_FILE_CACHING };
    if (req.get('if-none-match') === caching.ETag) return void res.set(caching).status(304).end();

    const gone = new AbortController();
    res.on('close', () => gone.abort(invalid('The request was closed before its image was ready')));
    // Callers take turns at the image work: one screen asking for many renders waits for its own (imageWork.ts).
    const work = { caller: principalOf(req.caller!), signal: gone.signal };
    const blob = { hash: version.blob, size: version.size };
    const image = { owner: `Station ${sid}`, etag: version.etag, mime: version.mime, load: () => ctx.blobs.source(blob) };
    if (isOriginal(query)) { // the stored bytes themselves, streamed from the store
      await checkOriginal(image, work);
      res.set(caching).type(version.mime);
      return void (await sendBlob(req, res, ctx.blobs, blob));
    }
    const rendered = await renderImage(image, query, work);
    res.set(caching).type(rendered.mime).send(rendered.body);
  });

  return router;
}

/** The JSON call that removes a station's image. */
export function imageCalls(ctx: AppContext, calls: ApiCalls): void {
  write(calls, ctx, api.removeImage, async (w, { sid }) => ({ st: await removeStationImage(w, sid) }));
}
