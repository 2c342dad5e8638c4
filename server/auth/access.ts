import { forbidden, unauthenticated } from '../errors.ts';
import type { Caller } from './identity.ts';
import type { SessionUser } from './sessions.ts';

/** The signed-in staff member; unauthenticated without one, forbidden for a kiosk screen (read-only). */
export function requireUser(caller: Caller): SessionUser {
  if (caller?.kind === 'staff') return caller.user;
  if (caller?.kind === 'kiosk') throw forbidden('Kiosk screens are read-only');
  throw unauthenticated();
}

/** Who may read: a signed-in staff member or a kiosk screen; unauthenticated otherwise. Returns the name to record. */
export function requireReader(caller: Caller): string {
  if (caller?.kind === 'staff') return caller.user.name;
  if (caller?.kind === 'kiosk') return `kiosk:${caller.kiosk.name}`;
  throw unauthenticated();
}
