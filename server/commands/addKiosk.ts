import { kioskToken } from '../auth/kiosks.ts';
import { insertKioskToken } from '../repositories/kioskTokens.ts';
import type { Write } from './context.ts';

/** Creates (or replaces) the named kiosk's token and returns it: it is shown once and stored only as a hash. */
export async function addKiosk({ tx, actor, audit }: Write, name: string): Promise<string> {
  const { token, hash } = kioskToken();
  const row = await insertKioskToken(tx, name, hash, actor);
  audit([{ actor, entity: 'kiosk', entityId: row.id, action: 'create', after: { name } }]);
  return token;
}
