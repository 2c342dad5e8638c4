// reports: the NCR customer report (server/reports/customerReport.ts) with PHOTOS photos of 4000 × 3000 (camera-
// like JPEGs of some 3 MB, tests/helpers/customerReportInput.ts), in this process: the time to the PDF's bytes,
// against two baselines in the same rounds (each round runs all three, in a rotating order): the same report
// without photos (what the text and the layout cost), and the photos' downscale alone (prepareReportPhotos: what
// sharp costs, in the server's image work). And the PDF's size. Budget: ≤ 2 s with 10 photos. The smoke run takes
// 2 photos, one round (some 2 s; with 10 it took 12 s).
import { prepareReportPhotos } from '../../server/reports/reportPhotos.ts';
import { renderCustomerReport, type CustomerReportInput } from '../../server/reports/customerReport.ts';
import { reportInput, syntheticPhoto } from '../helpers/customerReportInput.ts';
import { compare, single, type Benchmark, type Round, type Rounds } from './harness.ts';

const PHOTOS = 10;
const SMOKE_PHOTOS = 2;
const BUDGET_MS = 2000;

async function timed(work: () => Promise<unknown>): Promise<Round> {
  const started = performance.now();
  await work();
  return { ms: performance.now() - started };
}

export const reports: Benchmark = async ({ smoke }) => {
  const reps = smoke ? 1 : 5;
  const count = smoke ? SMOKE_PHOTOS : PHOTOS;
  const [width, height] = [4000, 3000];
  const photos: CustomerReportInput['photos'] = [];
  for (let i = 0; i < count; i++) photos.push({ name: `site-photo-${i + 1}.jpg`, mime: 'image/jpeg', bytes: await syntheticPhoto(width, height, { seed: i + 1 }) });
  const photoMb = photos.reduce((sum, photo) => sum + photo.bytes.length, 0) / count / 1e6;
  const withPhotos = reportInput({ photos });
  const withoutPhotos = reportInput({ photos: [] });
  let size = 0;
  const runs = {
    report: () => timed(async () => { size = (await renderCustomerReport(withPhotos)).length; }),
    text: () => timed(() => renderCustomerReport(withoutPhotos)),
    downscale: () => timed(() => prepareReportPhotos(photos)),
  };
  await runs.text(); // warm-up: the fonts read, pdfkit's and sharp's code loaded
  const measured = { report: [] as Round[], text: [] as Round[], downscale: [] as Round[] };
  const order = Object.keys(runs) as (keyof typeof runs)[];
  for (let rep = 0; rep < reps; rep++) {
    for (let k = 0; k < order.length; k++) {
      const name = order[(rep + k) % order.length]!;
      measured[name].push(await runs[name]());
    }
  }
  const against = (b: Round[]): Rounds => ({ a: measured.report, b, paired: true });
  const name = `customer report with ${count} photos of ${width} × ${height} (JPEG, ${photoMb.toFixed(1)} MB each) → PDF bytes`;
  return [
    compare('reports', name, 'ms', 'lower', against(measured.text), 'ms', { floor: 'the same report without photos', budget: smoke ? undefined : BUDGET_MS }),
    compare('reports', `${name} · against the downscale alone`, 'ms', 'lower', against(measured.downscale), 'ms', { floor: `the photos' downscale to 1600 px JPEGs alone (sharp, in the image work)` }),
    single('reports', `customer report with ${count} photos · PDF size`, 'MB', 'lower', [size / 1e6]),
  ];
};
