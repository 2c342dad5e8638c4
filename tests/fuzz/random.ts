// Seeded generation of hostile inputs: the same seed gives the same inputs, so a failure reproduces.

/** mulberry32: small, fast and good enough to pick inputs; never for anything secret. */
export class Rng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i++) out[i] = this.int(256);
    return out;
  }
}

/** Strings a server must refuse or store as they are: NUL, lone surrogates, control and odd characters, sizes. */
const NASTY_STRINGS = [
  '', ' ', 'x', '\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udbff\udfff', '\uffff', '\ufeff', '\u202e', '\u0007\u001b[2J',
  '%', '%00', '%E0%A4%A', '\\', '"', "'; drop table stations; --", '<script>alert(1)</script>', '${7*7}', '__proto__',
  'constructor', 'NaN', 'Infinity', '-0', '1e309', '0x10', '1979-01-01', '0000-00-00', '2020-02-30', '9999-12-31',
  '-271821-04-20', '+275760-09-13T00:00:00Z', '2024-13-01', '2024-01-01T25:00:00Z', '2024-01-01T00:00:00+99:99',
  'station:1', 'issue:0', 'ASC', 'ASC\u0000', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\u0301\u0301\u0301', 'é'.normalize('NFD'),
];

const NASTY_NUMBERS = [0, -1, 1, 1.5, -0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300, 4, 5, 99];

/** Any JSON value, biased to what breaks parsers and schemas; `depth` bounds nesting. */
export function nastyValue(rng: Rng, depth = 2): unknown {
  switch (rng.int(depth > 0 ? 9 : 6)) {
    case 0: return rng.pick([null, true, false]);
    case 1: return rng.pick(NASTY_NUMBERS);
    case 2: case 3: return rng.pick(NASTY_STRINGS);
    case 4: return rng.pick(['x'.repeat(101), 'x'.repeat(20_001), '\u0000'.repeat(1000), '\ud800'.repeat(500), 'ä'.repeat(70_000)]);
    case 5: return randomText(rng, 1 + rng.int(40));
    case 6: return Array.from({ length: rng.int(4) }, () => nastyValue(rng, depth - 1));
    case 7: return Object.fromEntries(Array.from({ length: rng.int(4) }, () => [rng.pick(NASTY_STRINGS), nastyValue(rng, depth - 1)]));
    default: return rng.pick<unknown>([[], {}, [[[[[]]]]], { __proto__: { admin: true } }, { constructor: { prototype: { polluted: 1 } } }]);
  }
}

/** Random UTF-16 code units, lone surrogates and NUL included. */
export function randomText(rng: Rng, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += String.fromCharCode(rng.chance(0.5) ? rng.int(0x80) : rng.int(0x10000));
  return text;
}

/**
 * A request body for a call: mostly an object of the call's own fields (some valid, most hostile), sometimes
 * anything else. `valid` gives a plausible value per field so that the other fields' checks are reached too.
 */
export function nastyBody(rng: Rng, fields: readonly string[], valid: Record<string, unknown>): unknown {
  if (rng.chance(0.12)) return nastyValue(rng, 3);
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (rng.chance(0.35)) continue;
    body[field] = field in valid && rng.chance(0.5) ? valid[field] : nastyValue(rng);
  }
  if (rng.chance(0.15)) body[rng.pick(['extra', 'imageUrl', 'modBy', '__proto__', 'sid', 'iid'])] = nastyValue(rng);
  return body;
}
