import type { Kiosk } from '../auth/kiosks.ts';
import { revokeKiosk as revokeKioskToken } from '../repositories/kioskTokens.ts';
import type { Write } from './context.ts';

/** Revokes the named kiosk's token: the kiosk it was, or undefined when there is no live one. */
export async function revokeKiosk({ tx, actor, audit }: Write, name: string): Promise<Kiosk | undefined> {
  const row = await revokeKioskToken(tx, name);
  if (!row) return undefined;
  audit([{ actor, entity: 'kiosk', entityId: row.id, action: 'delete', before: { name } }]);
  return { id: row.id, name: row.name };
}
