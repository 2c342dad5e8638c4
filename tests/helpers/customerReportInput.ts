// A realistic customer report's input (server/reports/customerReport.ts), and photos made up of gradients and
// noise that compress as a camera's do: for the report's tests and its benchmark.
import sharp from 'sharp';
import type { CustomerReportInput } from '../../server/reports/customerReport.ts';

/** Names in several scripts, as customers and stations have them. */
export const NON_LATIN = { station: 'Łódź Ströbeck Энерго', customer: 'Ørsted Kraftværk Ü-Netz ООО «Энергосеть»', issuedBy: 'Zoë Ångström-Łukasiewicz' };

export function reportInput(overrides: Partial<CustomerReportInput> = {}): CustomerReportInput {
  return {
    company: 'Northfield Reactor Systems GmbH',
    ncr: {
      number: 'NCR-2026-0042',
      station: NON_LATIN.station,
      projectId: 'P-24017',
      customer: NON_LATIN.customer,
      products: [{ category: 'GFN', serial: 'GFN-88120-A' }, { category: 'ASC', serial: 'ASC-40311' }],
      reported: '2026-02-11',
      customerStatus: 'In Progress',
      description: 'During commissioning the arc-suppression coil showed a tuning offset of 4.2 A at 20 kV.\n'
        + 'The plunger drive stopped twice at 61 % travel; the fault log shows "motor overcurrent".',
      rootCauseCategory: 'Material',
      rootCauseAnalysis: 'The drive spindle bearing of batch 2025-11 was delivered with the wrong grease.\n'
        + 'Under low temperature (−18 °C on site) the grease stiffened and raised the starting torque.',
    },
    actions: [
      { type: 'Containment', description: 'Block the plunger at 60 % and run the coil in fixed mode.', status: 'Done', due: '2026-02-12', completed: '2026-02-12', verified: '2026-02-13' },
      { type: 'Corrective', description: 'Replace the spindle bearing with a bearing greased for −40 °C.', status: 'In Progress', due: '2026-03-20', completed: '', verified: '' },
      { type: 'Preventive', description: 'Incoming inspection checks the grease type of every bearing batch.', status: 'Planned', due: '2026-04-30', completed: '', verified: '' },
    ],
    photos: [],
    issuedBy: NON_LATIN.issuedBy,
    issuedAt: new Date('2026-03-14T09:30:12.345Z'),
    version: 2,
    ...overrides,
  };
}

/**
 * A photo-like image of width × height: smooth gradients with fine noise (seeded), which compresses about as a
 * camera's photo does (4000 × 3000 at quality 90: some 3–4 MB).
 */
export async function syntheticPhoto(width: number, height: number, { seed = 1, format = 'jpeg' as 'jpeg' | 'png' | 'webp', alpha = false } = {}): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  // The smooth parts by row, by column and by diagonal, computed once; the noise per pixel (xorshift, seeded).
  const across = Float64Array.from({ length: width }, (_, x) => (255 * x) / width);
  const down = Float64Array.from({ length: height }, (_, y) => (255 * y) / height);
  const wave = Float64Array.from({ length: height }, (_, y) => 30 * Math.sin((y + seed * 50) / 90));
  const diagonal = Float64Array.from({ length: width + height }, (_, d) => 128 + 100 * Math.sin(d / 140 + seed));
  let state = seed >>> 0 || 1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += channels) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = ((state >>> 0) % 65) - 32;
      pixels[i] = clamp(across[x]! + wave[y]! + noise);
      pixels[i + 1] = clamp(down[y]! - noise);
      pixels[i + 2] = clamp(diagonal[x + y]! + noise);
      if (alpha) pixels[i + 3] = x < width / 2 ? 255 : 96;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 85 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value | 0);
