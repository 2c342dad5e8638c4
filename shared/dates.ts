import { NOT_SET_DATE, NOT_SET_TIMESTAMP, NOT_SET_YEAR } from './constants.ts';

/** The years a date of the domain can fall in (deliveries, warranties, reports); PostgreSQL's date has no year 0. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;

/** 'YYYY-MM-DD', optionally with an ISO 8601 time of day (seconds, fraction and offset optional). */
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/** True when a wire value means "not set": null, empty, or any date in the legacy sentinel year 1979. */
export function isNotSetDate(value: string | null | undefined): boolean {
  if (value == null || value.trim() === '') return true;
  return Number(value.slice(0, 4)) === NOT_SET_YEAR;
}

/**
 * Reads a wire date ('YYYY-MM-DD' or an ISO timestamp, of which only the date counts): `{date}` with
 * 'YYYY-MM-DD', or `{date: null}` for "not set" (null, empty, a 1979 date); null when it is no real date,
 * its time of day is impossible, or its year is outside DATE_YEAR_MIN–DATE_YEAR_MAX.
 */
export function parseWireDate(value: string | null | undefined): { date: string | null } | null {
  if (value == null || value.trim() === '') return { date: null };
  const match = WIRE_DATE.exec(value.trim());
  if (!match) return null;
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day] = [part(1), part(2), part(3)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (part(4) > 23 || part(5) > 59 || part(6) > 59 || part(7) > 23 || part(8) > 59) return null;
  if (year === NOT_SET_YEAR) return { date: null };
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return null;
  return { date: match[0].slice(0, 10) };
}

/** Parses a wire date ('YYYY-MM-DD' or an ISO timestamp) to 'YYYY-MM-DD'; null when not set or invalid. */
export function parseDateOnly(value: string | null | undefined): string | null {
  return parseWireDate(value)?.date ?? null;
}

/** Days in a month (1–12) of a year; years below 100 count as 19xx, which the year range refuses anyway. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
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
