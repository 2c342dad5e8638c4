// A CSV download, streamed: records go through csv-stringify to the response with backpressure (the next batch
// is read only when the client has taken the last), UTF-8 with a BOM so that Excel reads umlauts right, and no
// cell a spreadsheet would run as a formula (./spreadsheetCell.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { todayDate } from '../../shared/dates.ts';
import { spreadsheetCell } from './spreadsheetCell.ts';

/** Aborts when the client has gone (or the answer is done): the export stops reading the database. */
export function closedSignal(res: Response): AbortSignal {
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  return gone.signal;
}

/** The headers of `<name>-YYYY-MM-DD.csv`: what a HEAD request is answered with, without the work. */
export function setCsvHeaders(res: Response, name: string): void {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${todayDate()}.csv"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * Sends `header` and then each of `records` as `<name>-YYYY-MM-DD.csv` (an attachment). A client that goes away
 * ends it quietly: the pipeline closes `records`, and with it the reading of rows. A failure once rows were sent
 * cuts the connection, so that the client sees a broken download, not a short file.
 */
export async function sendCsv(res: Response, name: string, header: readonly string[], records: AsyncIterable<readonly string[]>): Promise<void> {
  setCsvHeaders(res, name);
  async function* withHeader() {
    yield header;
    for await (const record of records) yield record.map(spreadsheetCell);
  }
  try {
    await pipeline(Readable.from(withHeader()), stringify({ bom: true }), res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return; // the client went away
    throw error;
  }
}
