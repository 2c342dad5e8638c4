import type { Identity } from './identity.ts';

/** Whose credentials a websocket carries, as the credential watch and its NOTIFY between nodes name them. */
export type Principal = `user:${number}` | `kiosk:${number}`;

export const PRINCIPAL_PATTERN = /^(user|kiosk):\d{1,10}$/;
export const userPrincipal = (userId: number): Principal => `user:${userId}`;
export const kioskPrincipal = (kioskId: number): Principal => `kiosk:${kioskId}`;

export const principalOf = (identity: Identity): Principal =>
  (identity.kind === 'staff' ? userPrincipal(identity.user.userId) : kioskPrincipal(identity.kiosk.id));
