import { usePersonName } from '../lib/format/people.ts';
import { DateTime } from './DateTime.tsx';

/** 'Last modified {when} by {person}', as every record's screen says it (the caller's text styles it). */
export function LastModified({ at, by }: { at: Date | string; by: string | null | undefined }) {
  const personName = usePersonName();
  return <>Last modified <DateTime value={at} />{by ? ` by ${personName(by)}` : ''}</>;
}
