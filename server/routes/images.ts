import { Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { recordId } from '../../shared/schemas/common.ts';
import { storeStationImage } from '../commands/storeStationImage.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireReader, requireUser } from '../http/session.ts';
import { parseBody } from '../http/validate.ts';
import { MAX_IMAGE_BYTES } from '../images/inspectImage.ts';
import { parseImageQuery, renderImage } from '../images/renderImage.ts';
import { findImage } from '../repositories/images.ts';

const sidParam = z.object({ sid: z.coerce.number().pipe(recordId) });
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });

export function imageRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;

  router.post('/uploadf/:sid', (req, _res, next) => { requireUser(req); next(); }, upload.single('files'), async (req, res) => {
    const user = requireUser(req);
    const { sid } = parseBody(sidParam, req.params);
    if (!req.file) throw badRequest("files: no file in the multipart field 'files'");
    res.json({ st: await storeStationImage({ sql, actor: user.name, announce: ctx.announce }, sid, req.file.buffer) });
  });

  router.get('/stations/:sid/image', async (req, res) => {
    requireReader(req); // the globe's station cards show it on kiosk screens too
    const { sid } = parseBody(sidParam, req.params);
    const query = parseImageQuery(req.query);
    const image = await findImage(sql, sid);
    if (!image) throw notFound(`Station ${sid} has no image`);
    const etag = `"${image.etag}-${query.format ?? ''}-${query.maxwidth ?? ''}-${query.maxheight ?? ''}"`;
    // The URL carries the image's version (v), so a cached copy stays right until the image is replaced.
    res.set({ ETag: etag, 'Cache-Control': 'private, max-age=86400' });
    if (req.get('if-none-match') === etag) return void res.status(304).end();
    const rendered = await renderImage(image.data, image.mime, query);
    res.type(rendered.mime).send(rendered.body);
  });

  return router;
}
