// npx tsx tests/bench/imageLoad.ts — can image work starve logins? A station gets a large image (~39.7 MP,
// PNG by default: no shrink-on-load, so every render decodes every pixel), then: login latency alone, and
// login latency while RENDERS parallel GETs of that image in distinct boxes (so no cache can answer them; RENDERS × ROUNDS up to 32)
// are under way, over ROUNDS rounds. Logins hash with scrypt on libuv's threadpool, which sharp's pipelines use too.
// Env: RENDERS (8), ROUNDS (3), LOGINS (5, logins alone), WIDTH × HEIGHT (7280 × 5450), FORMAT (png | jpeg).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { ApiClient } from '../helpers/apiClient.ts';
import { PASSWORD, startTestServer } from '../helpers/testServer.ts';

const RENDERS = Number(process.env.RENDERS ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LOGINS = Number(process.env.LOGINS ?? 5);
const WIDTH = Number(process.env.WIDTH ?? 7280);
const HEIGHT = Number(process.env.HEIGHT ?? 5450);
const FORMAT = process.env.FORMAT === 'jpeg' ? 'jpeg' : 'png';

/** Distinct small boxes of the sizes a client may ask for (RENDER_SIZES): each a render of its own, decoding every pixel. */
const SMALL = [100, 200, 250, 400];
const BOXES = ['jpg', 'webp'].flatMap((format) => SMALL.flatMap((width) => SMALL.map((height) => `format=${format}&maxwidth=${width}&maxheight=${height}`)));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A detailed image that still fits the 20 MB upload limit: noise in 4 × 4 pixel blocks (~9.5 MB as PNG). */
async function largeImage(): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  const seed = await sharp({ create: { width: Math.round(WIDTH / 4), height: Math.round(HEIGHT / 4), channels: 3, background: '#468', noise } })
    .png().toBuffer();
  const big = sharp(seed).resize(WIDTH, HEIGHT, { kernel: 'nearest' });
  return FORMAT === 'jpeg' ? big.jpeg({ quality: 85 }).toBuffer() : big.png({ compressionLevel: 9 }).toBuffer();
}

async function timedLogin(url: string): Promise<number> {
  const started = performance.now();
  const { status } = await new ApiClient(url).login('bench', PASSWORD);
  if (status !== 200) throw new Error(`login answered ${status}`);
  return performance.now() - started;
}

const server = await startTestServer();
try {
  await server.addUser('bench');
  const client = new ApiClient(server.url);
  await client.login('bench', PASSWORD);
  const { result: sid } = await client.call('addStation', { projectId: 'BENCH-IMG', stationName: 'Image Load Station', serials: [] });

  const image = await largeImage();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(image)]), `large.${FORMAT}`);
  let started = performance.now();
  const uploaded = await fetch(`${server.url}/api/uploadf/${sid}`, { method: 'POST', body: form, headers: { cookie: client.cookie } });
  const uploadMs = performance.now() - started;
  if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { st } = await uploaded.json();

  const alone: number[] = [];
  for (let n = 0; n < LOGINS; n++) alone.push(await timedLogin(server.url));

  const render = async (box: number) => {
    const response = await client.get(`${st.imageUrl}&${BOXES[box % BOXES.length]}`);
    await response.arrayBuffer();
    return response.status;
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 }); // the server runs in this process
  const during: number[] = [];
  const firsts: number[] = []; // the login that meets the whole burst
  const roundsMs: number[] = [];
  const statuses = new Set<number>();
  for (let round = 0; round < ROUNDS; round++) {
    started = performance.now();
    loopDelay.enable();
    let rendering = true;
    const renders = Promise.all(Array.from({ length: RENDERS }, (_, n) => render(round * RENDERS + n))).finally(() => { rendering = false; });
    await new Promise((resolve) => setTimeout(resolve, 50)); // let the renders reach the server first
    const before = during.length;
    while (rendering || during.length === before) during.push(await timedLogin(server.url));
    firsts.push(during[before]!);
    for (const status of await renders) statuses.add(status);
    roundsMs.push(performance.now() - started);
    loopDelay.disable();
  }

  started = performance.now();
  await Promise.all(Array.from({ length: RENDERS }, (_, n) => render(n)));
  const repeatMs = performance.now() - started;

  const database = server.config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`image load, ${WIDTH}×${HEIGHT} ${FORMAT} (${(WIDTH * HEIGHT / 1e6).toFixed(1)} MP, ${(image.length / 1024 / 1024).toFixed(1)} MB), ${database}`);
  console.log(`  upload: ${ms(uploadMs)}`);
  console.log(`  ${RENDERS} parallel renders: median ${ms(median(roundsMs))} of ${ROUNDS} rounds (statuses ${[...statuses].join(', ')}); the first round's ${RENDERS} again: ${ms(repeatMs)}`);
  console.log(`  login alone: median ${ms(median(alone))} of ${alone.length}`);
  console.log(`  login during the renders: median ${ms(median(during))}, max ${ms(Math.max(...during))} of ${during.length}`);
  console.log(`  event loop delay during the renders: p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}`);
  console.log(`  first login of each burst: ${firsts.map(ms).join(', ')}`);
  console.log(`  ratio during / alone: median ${(median(during) / median(alone)).toFixed(2)}×, first of a burst (median) ${(median(firsts) / median(alone)).toFixed(2)}×, max ${(Math.max(...during) / median(alone)).toFixed(2)}×`);
} finally {
  await server.stop();
}
