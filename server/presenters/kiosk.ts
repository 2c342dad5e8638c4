import type { KioskItem } from '../../shared/records.ts';
import type { KioskRow } from '../repositories/kioskTokens.ts';

export function presentKiosk(row: KioskRow): KioskItem {
  return { name: row.name, createdBy: row.createdBy, createdAt: row.createdAt.toISOString(), revoked: row.revokedAt !== null };
}
