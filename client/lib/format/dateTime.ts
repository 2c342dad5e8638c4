// Every date and time the client shows, formatted here only: calendar days as 'YYYY-MM-DD' (the SPEC's date
// format), moments in the reader's locale (Intl; `locale` undefined means the browser's), relative when recent.
import { isNotSetDate, parseDateOnly } from '../../../shared/dates.ts';

/** Under this, a moment reads 'just now' (a little ahead counts too: clocks of devices differ). */
const JUST_NOW_MS = 45_000;
/** Under this, a moment reads 'N minutes ago'; after it, 'today 14:02'. */
const MINUTES_MS = 60 * 60_000;

/** A wire timestamp or a Date as a Date; null when not set (empty, the 1979 sentinel) or no time at all. */
export function toMoment(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  if (typeof value === 'string' && isNotSetDate(value)) return null;
  const moment = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(moment.getTime()) ? null : moment;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** A formatter of the locale, made once: making one costs far more than formatting with it (lists format hundreds). */
function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, format = new Intl.DateTimeFormat(locale, options));
  return format;
}

/** 'yesterday', '5 minutes ago' in the locale, its formatter made once (as above). */
function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale ?? '');
  if (!format) relativeFormats.set(locale ?? '', format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return format;
}

/** A calendar day (a wire date or timestamp, of which only the date counts) as 'YYYY-MM-DD'; '' when not set. */
export function formatDay(value: string | null | undefined): string {
  return parseDateOnly(value) ?? '';
}

/** A moment exactly, date and time to the second: 'Nov 23, 2026, 5:26:03 PM'. */
export function formatExact(moment: Date, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(moment);
}

/** The time of day to the second, for lines that tell when something was refreshed: '5:26:03 PM'. */
export function formatClock(moment: Date, locale?: string): string {
  return dateTimeFormat(locale, { timeStyle: 'medium' }).format(moment);
}

/** A calendar day's distance from `now`'s, in the local time zone: 0 today, -1 yesterday. */
function dayOffset(moment: Date, now: Date): number {
  const midnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.round((midnight(moment) - midnight(now)) / 86_400_000);
}

/**
 * A moment as near as it helps: 'just now', '5 minutes ago', 'today 2:02 PM', 'yesterday 2:02 PM', else the
 * date and time ('Nov 20, 2026, 2:02 PM'); words and formats of the locale.
 */
export function formatRelative(moment: Date, now: Date = new Date(), locale?: string): string {
  const ago = now.getTime() - moment.getTime();
  const words = relativeFormat(locale);
  if (Math.abs(ago) < JUST_NOW_MS) {
    const instant = words.format(0, 'second');
    return instant === 'now' ? 'just now' : instant; // English's bare 'now' reads abruptly in 'Last modified now'
  }
  if (ago > 0 && ago < MINUTES_MS) return words.format(-Math.max(1, Math.round(ago / 60_000)), 'minute');
  const time = dateTimeFormat(locale, { timeStyle: 'short' }).format(moment);
  const days = dayOffset(moment, now);
  if (days === 0 || days === -1) return `${words.format(days, 'day')} ${time}`;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(moment);
}
