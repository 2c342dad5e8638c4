import { NOT_SET_DATE, NOT_SET_TIMESTAMP, NOT_SET_YEAR } from './constants.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True when a wire value means "not set": null, empty, or any date in the legacy sentinel year 1979. */
export function isNotSetDate(value: string | null | undefined): boolean {
  if (value == null || value.trim() === '') return true;
  return Number(value.slice(0, 4)) === NOT_SET_YEAR;
}

/** Parses a wire date ('YYYY-MM-DD' or an ISO timestamp) to 'YYYY-MM-DD'; null when not set or invalid. */
export function parseDateOnly(value: string | null | undefined): string | null {
  if (isNotSetDate(value)) return null;
  const match = ISO_DATE.exec(value!.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m}-${d}`;
}

export function toWireDate(value: string | null): string {
  return value ?? NOT_SET_DATE;
}

export function toWireTimestamp(value: Date | null): string {
  return value ? value.toISOString() : NOT_SET_TIMESTAMP;
}

/** Today's date as 'YYYY-MM-DD' in UTC. */
export function todayDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
