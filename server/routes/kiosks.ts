import { api } from '../../shared/api.ts';
import { kioskPageLinks } from '../../shared/paths.ts';
import { kioskPrincipal } from '../auth/principal.ts';
import { addKiosk } from '../commands/addKiosk.ts';
import { revokeKiosk } from '../commands/revokeKiosk.ts';
import { notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { presentKiosk } from '../presenters/kiosk.ts';
import { listKiosks } from '../repositories/kioskTokens.ts';
import type { AppContext } from './context.ts';
import { read, write } from './endpoint.ts';

/** Staff manage the read-only device tokens of wall screens. */
export function kioskCalls(ctx: AppContext, calls: ApiCalls): void {

  write(calls, ctx, api.addKiosk, async (w, { name }) => {
    const token = await addKiosk(w, name);
    return { name, token, pages: kioskPageLinks(token) };
  });

  read(calls, api.kiosks, async () => ({ kiosks: (await listKiosks(ctx.sql)).map(presentKiosk) }));

  write(calls, ctx, api.revokeKiosk, async (w, { name }) => {
    const kiosk = await revokeKiosk(w, name);
    if (!kiosk) throw notFound(`No live kiosk named ${name}`);
    // The screen's websockets (on every node) close once the revocation is committed.
    w.afterCommit(() => ctx.credentials.ended(kioskPrincipal(kiosk.id)));
    return {};
  });

}
