// A record's editable fields, each written once as a Field: the request bodies, the wire schema and types, the
// stored columns, the presenters and the client's field checks are all derived from a record's field table
// (shared/schemas/station.ts, shared/schemas/issue.ts).
import { z } from 'zod';
import { toWireDate } from './dates.ts';
import { longText, shortText, wireDate } from './schemas/common.ts';

/**
 * One field: `input` checks a request's value and yields the stored (column) value, `wire` is its shape in
 * the records the server sends, `toWire` turns the stored value into that. `sharedText`: a multi-line field,
 * one Y.Text of the record's shared doc (shared/collab.ts).
 */
export interface Field<Input extends z.ZodType = z.ZodType, Wire extends z.ZodType = z.ZodType, SharedText extends boolean = boolean> {
  readonly input: Input;
  readonly wire: Wire;
  readonly toWire: (stored: z.output<Input>) => z.output<Wire>;
  readonly sharedText: SharedText;
  /** Which of the kinds below it is: how a value of it reads (e.g. in a record's history). */
  readonly kind: FieldKind;
  /** A choice's label of each value. */
  readonly labels?: Readonly<Record<number, string>>;
}

export type FieldKind = 'text' | 'sharedText' | 'flag' | 'date' | 'person' | 'choice';

export type FieldTable = Record<string, Field<any, any, boolean>>;

/** The values a record's columns hold, by field name. */
export type StoredValues<T extends FieldTable> = { [K in keyof T]: z.output<T[K]['input']> };
/** The values on the wire, by field name. */
export type WireValues<T extends FieldTable> = { [K in keyof T]: z.output<T[K]['wire']> };
/** The names of a table's multi-line fields. */
export type SharedTextField<T extends FieldTable> = { [K in keyof T]: T[K]['sharedText'] extends true ? K : never }[keyof T] & string;

const unchanged = <T>(value: T): T => value;
const wireText = z.string();

/** The kinds of field the records have. */
export const field = {
  /** A single line of text (at most SHORT_TEXT_MAX characters unless `input` says otherwise). */
  text: <S extends z.ZodType<string>>(input: S): Field<S, typeof wireText, false> =>
    ({ input, wire: wireText, toWire: unchanged, sharedText: false, kind: 'text' }),
  /** A multi-line text that people type into together. */
  sharedText: (): Field<typeof longText, typeof wireText, true> =>
    ({ input: longText, wire: wireText, toWire: unchanged, sharedText: true, kind: 'sharedText' }),
  flag: () => {
    const input = z.boolean({ error: 'must be true or false' });
    return { input, wire: z.boolean(), toWire: unchanged, sharedText: false, kind: 'flag' } satisfies Field<typeof input, z.ZodBoolean, false>;
  },
  /** A date: stored as 'YYYY-MM-DD' or null, on the wire the 1979 sentinel when not set. */
  date: (): Field<typeof wireDate, typeof wireText, false> =>
    ({ input: wireDate, wire: wireText, toWire: toWireDate, sharedText: false, kind: 'date' }),
  /** Somebody of the people list: '' on the wire and in requests means nobody (stored as null). */
  person: () => {
    const input = shortText.trim().transform((name) => (name === '' ? null : name));
    return { input, wire: wireText, toWire: (name: string | null) => name ?? '', sharedText: false, kind: 'person' } satisfies Field<typeof input, typeof wireText, false>;
  },
  /** One of fixed numbers (an enumeration of shared/constants.ts). */
  choice: <V extends number>(labels: Record<V, string>) => {
    const allowed = Object.keys(labels).map(Number);
    const message = `must be one of ${allowed.join(', ')} (${Object.values(labels).join(', ')})`;
    const input = z.number({ error: 'must be a number' }).refine((value) => allowed.includes(value), message) as unknown as z.ZodType<V>;
    return { input, wire: input, toWire: unchanged<V>, sharedText: false, kind: 'choice', labels } satisfies Field<z.ZodType<V>, z.ZodType<V>, false>;
  },
};

export function fieldNames<T extends FieldTable>(table: T): (keyof T & string)[] {
  return Object.keys(table);
}

/** The request schemas of a table's fields. */
export function inputShape<T extends FieldTable>(table: T): { [K in keyof T]: T[K]['input'] } {
  return mapFields(table, (f) => f.input) as { [K in keyof T]: T[K]['input'] };
}

/** The wire schemas of a table's fields. */
export function wireShape<T extends FieldTable>(table: T): { [K in keyof T]: T[K]['wire'] } {
  return mapFields(table, (f) => f.wire) as { [K in keyof T]: T[K]['wire'] };
}

/** A record's stored values as they go on the wire. */
export function toWireValues<T extends FieldTable>(table: T, stored: StoredValues<T>): WireValues<T> {
  return Object.fromEntries(Object.entries(table).map(([name, f]) => [name, f.toWire(stored[name])])) as WireValues<T>;
}

export function sharedTextFields<T extends FieldTable>(table: T): SharedTextField<T>[] {
  return Object.entries(table).filter(([, f]) => f.sharedText).map(([name]) => name as SharedTextField<T>);
}

function mapFields<T extends FieldTable>(table: T, pick: (f: T[keyof T]) => z.ZodType): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(table).map(([name, f]) => [name, pick(f as T[keyof T])]));
}
