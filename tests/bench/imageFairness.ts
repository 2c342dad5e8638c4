// npx tsx tests/bench/imageFairness.ts — can one caller hold the image work? One caller (a kiosk screen's
// cookie, then a staff member's session) sends FLOOD parallel renders of a large image in distinct large boxes
// (so no cache can answer them); while they are under way another staff member opens a station whose 400 × 250
// thumbnail is not rendered yet, and asks again for one that is. Prints how long those took and what the flood
// was answered, per flooder. Both images are uploaded again for each flooder, so nothing of the first run is cached.
// Env: FLOOD (40), WIDTH × HEIGHT (3000 × 2250, PNG: no shrink-on-load, so every render decodes every pixel).
import sharp from 'sharp';
import { ApiClient, openWallScreen } from '../helpers/apiClient.ts';
import { startTestServer } from '../helpers/testServer.ts';

const FLOOD = Number(process.env.FLOOD ?? 40);
const WIDTH = Number(process.env.WIDTH ?? 3000);
const HEIGHT = Number(process.env.HEIGHT ?? 2250);

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * Distinct large boxes: every one is a render of its own. Only the sizes any caller may ask for, as JPEG and WebP
 * (a PNG of a photo's full size takes many times as long to encode: one under way would decide the figures).
 */
const LARGE_BOXES = ['4000', '1600', '800'].flatMap((width) => ['4000', '1600', '800', '400', '250', '200', '100']
  .flatMap((height) => ['jpg', 'webp'].map((format) => `format=${format}&maxwidth=${width}&maxheight=${height}`)));

async function noise(width: number, height: number): Promise<Buffer> {
  const seed = await sharp({ create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#468', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png().toBuffer();
  return sharp(seed).resize(width, height, { kernel: 'nearest' }).png().toBuffer();
}

const server = await startTestServer();
try {
  const anna = await server.signIn('anna');
  const jonas = await server.signIn('jonas');
  const tv = await openWallScreen(anna, 'Flood TV');
  const station = async (projectId: string) => (await anna.call('addStation', { projectId, stationName: `Fairness ${projectId}`, serials: [] })).result;
  const large = await station('BENCH-FAIR-1');
  const small = await station('BENCH-FAIR-2');
  const upload = async (sid: number, data: Buffer): Promise<string> => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(data)]), 'image.png');
    const response = await fetch(`${server.url}/api/uploadf/${sid}`, { method: 'POST', body: form, headers: { cookie: anna.cookie } });
    if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    return (await response.json()).st.imageUrl;
  };
  const timedGet = async (client: ApiClient, url: string) => {
    const started = performance.now();
    const response = await client.get(url);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };

  console.log(`image fairness: ${FLOOD} renders of a ${WIDTH}×${HEIGHT} PNG from one caller; ${server.config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
  for (const [name, flooder] of [['kiosk', tv], ['staff', anna]] as const) {
    const largeUrl = await upload(large, await noise(WIDTH, HEIGHT)); // new noise: a new image, nothing of it cached
    const smallUrl = await upload(small, await noise(1200 + FLOOD, 900)); // a new image, not yet rendered
    const warm = await timedGet(jonas, `${largeUrl}&format=jpg&maxwidth=400&maxheight=250`); // rendered before the flood
    const started = performance.now();
    const flood = Promise.all(Array.from({ length: FLOOD }, (_, n) => timedGet(flooder, `${largeUrl}&${LARGE_BOXES[n % LARGE_BOXES.length]}`)));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the flood reaches the server first
    const [thumbnail, cached] = await Promise.all([
      timedGet(jonas, `${smallUrl}&format=jpg&maxwidth=400&maxheight=250`),
      timedGet(jonas, `${largeUrl}&format=jpg&maxwidth=400&maxheight=250`),
    ]);
    const answers = await flood;
    const floodMs = performance.now() - started;
    const statuses = new Map<number, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const rendered = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
    console.log(`  flood from a ${name}: answered ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')} in ${ms(floodMs)}`
      + `${rendered.length ? ` (a render ${ms(Math.min(...rendered))} to ${ms(Math.max(...rendered))} after it was asked)` : ''}`);
    console.log(`    another staff member's new thumbnail: ${thumbnail.status} after ${ms(thumbnail.ms)}; a rendered one: ${cached.status} after ${ms(cached.ms)} (${ms(warm.ms)} to render it)`);
  }
} finally {
  await server.stop();
}
