import { Router } from 'express';
import { z } from 'zod';
import { api } from '../../shared/api.ts';
import { recordIdParam } from '../../shared/schemas/common.ts';
import { requireReader, requireUser } from '../auth/access.ts';
import { principalOf } from '../auth/principal.ts';
import { removeStationImage } from '../commands/removeStationImage.ts';
import { storeStationImage } from '../commands/storeStationImage.ts';
import { invalid, notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { PRIVATE_FILE_CACHING } from '../http/privateFileCaching.ts';
import { parseBody } from '../http/validate.ts';
import { inspectImage } from '../images/inspectImage.ts';
import { requireKioskImageQuery } from '../images/kioskImageQuery.ts';
import { receiveImageUpload } from '../images/receiveUpload.ts';
import { parseImageQuery, renderImage, variantEtag } from '../images/renderImage.ts';
import { findImageData, findImageVersion } from '../repositories/images.ts';
import type { AppContext } from './context.ts';
import { write } from './endpoint.ts';

const sidParam = z.object({ sid: recordIdParam });

export function imageRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;

  // Who and which station are checked before the body is read: a refused request does not buffer 20 MB.
  router.post('/uploadf/:sid', (req, _res, next) => { requireUser(req.caller); parseBody(sidParam, req.params); next(); }, receiveImageUpload, async (req, res) => {
    const user = requireUser(req.caller);
    const { sid } = parseBody(sidParam, req.params);
    if (!req.file) throw invalid("files: no file in the multipart field 'files'");
    const data = req.file.buffer;
    const image = await inspectImage(data); // decoded whole, before the transaction: it takes a while
    res.json({ st: await ctx.writes.run(user.name, (w) => storeStationImage(w, sid, data, image)) });
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
    const load = async () => {
      const data = await findImageData(sql, sid, version.etag);
      if (!data) throw notFound(`Station ${sid} has no image`); // replaced or deleted since
      return data;
    };
    // Callers take turns at the image work: one screen asking for many renders waits for its own (imageWork.ts).
    const work = { caller: principalOf(req.caller!), signal: gone.signal };
    const rendered = await renderImage({ owner: `Station ${sid}`, ...version, load }, query, work);
    res.set(caching).type(rendered.mime).send(rendered.body);
  });

  return router;
}

/** The JSON call that removes a station's image. */
export function imageCalls(ctx: AppContext, calls: ApiCalls): void {
  write(calls, ctx, api.removeImage, async (w, { sid }) => ({ st: await removeStationImage(w, sid) }));
}
