import { Router } from 'express';
import { emptyBody } from '../../shared/schemas/common.ts';
import { kioskNameBody } from '../../shared/schemas/kiosk.ts';
import { createKiosk, KIOSK_PAGES, removeKiosk } from '../auth/kiosks.ts';
import { kioskPrincipal } from '../auth/principal.ts';
import type { AppContext } from '../http/context.ts';
import { post } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { listKiosks } from '../repositories/kioskTokens.ts';

/** Staff manage the read-only device tokens of wall screens. */
export function kioskRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;

  post(router, ctx, '/kiosk/add', kioskNameBody, async ({ name }, { actor }) => {
    const token = await createKiosk(sql, name, actor);
    return { name, token, pages: KIOSK_PAGES.map((page) => `${page}?kiosk=${token}`) };
  });

  post(router, ctx, '/kiosk/list', emptyBody, async () => ({
    kiosks: (await listKiosks(sql)).map((k) => ({
      name: k.name, createdBy: k.createdBy, createdAt: k.createdAt.toISOString(), revoked: k.revokedAt !== null,
    })),
  }));

  post(router, ctx, '/kiosk/revoke', kioskNameBody, async ({ name }, { actor }) => {
    const kiosk = await removeKiosk(sql, name, actor);
    if (!kiosk) throw notFound(`No live kiosk named ${name}`);
    await ctx.credentials.ended(kioskPrincipal(kiosk.id));
    return {};
  });

  return router;
}
