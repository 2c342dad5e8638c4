/** The reader's calendar day 'YYYY-MM-DD' (overdue actions count by it: shared/actionRules.ts). */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
