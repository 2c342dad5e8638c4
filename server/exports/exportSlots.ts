import { busy, tooManyRequests } from '../errors.ts';

/**
 * How many CSV exports run at once. An export reads the whole list and formats megabytes: ten at once made a
 * login wait 2.5 s on PostgreSQL. One person may run two (a second list while the first downloads), the process
 * four in all; the embedded database serves one query at a time and an export's first pass reads the whole list,
 * so there one runs at a time (four made a login wait 4 s, one about 1 s). Beyond, the export is refused with when
 * to try again, before any of its work.
 */
export const EXPORTS_PER_PERSON = 2;
export const exportsAtOnce = (embedded: boolean) => (embedded ? 1 : 4);
/** An export of the largest list takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

export interface ExportSlots {
  /** Takes a slot for `person`'s export, or throws; the slot is given back by calling the returned function (once). */
  take(person: number): () => void;
}

/** `noun`: what runs in the slots, as the refusals name it (exports; customer reports take slots of their own). */
export function createExportSlots(atOnce: number, perPerson = EXPORTS_PER_PERSON, noun = 'export'): ExportSlots {
  const running = new Map<number, number>();
  let total = 0;
  return {
    take(person) {
      const own = running.get(person) ?? 0;
      if (own >= perPerson) {
        throw tooManyRequests(`You already have ${own} ${noun}s running; try again when one has finished`, RETRY_AFTER_SECONDS);
      }
      if (total >= atOnce) throw busy(`Too many ${noun}s are running; try again in a few seconds`, RETRY_AFTER_SECONDS);
      running.set(person, own + 1);
      total += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        total -= 1;
        const left = running.get(person)! - 1;
        if (left === 0) running.delete(person);
        else running.set(person, left);
      };
    },
  };
}
