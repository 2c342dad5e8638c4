import * as Y from 'yjs';
import { COLLAB_FLUSH_MS } from '../../shared/collab.ts';
import { firstUnstorable, nameUnstorable, stripUnstorable } from '../../shared/text.ts';
import { saveCollabText } from '../commands/saveCollabText.ts';
import type { Writes } from '../commands/context.ts';
import type { Sql } from '../db/sql.ts';
import { COMPACT_AFTER_UPDATES, compactStoredDoc, storeUpdate } from './docStorage.ts';
import { editTexts, readTexts, type FieldTexts } from './docText.ts';
import type { LiveDoc } from './liveDoc.ts';
import type { NodeLink } from './nodeLink.ts';

/** Client updates arriving within this window are stored as one row. */
const STORE_BATCH_MS = 20;
/** A failed write is tried again after RETRY_MIN_MS, doubling while it keeps failing, up to RETRY_MAX_MS. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;

function retryDelay(failures: number): number {
  return Math.min(RETRY_MIN_MS * 2 ** (failures - 1), RETRY_MAX_MS);
}

export interface DocWriterDeps { sql: Sql; writes: Writes; link: NodeLink; log: (message: string, error: unknown) => void }

/**
 * Writes one live doc to Postgres: every client update is appended within STORE_BATCH_MS (and announced to
 * the other nodes), the stored updates are compacted every COMPACT_AFTER_UPDATES rows, and the plain text is
 * written into the record's columns at the kind's flush point (1720 ms station, 1871 ms issue) after an edit.
 */
export class DocWriter {
  private pending: Uint8Array[] = [];
  /** How many of `pending` came from clients, and how many client updates were received and stored in all. */
  private pendingFromClients = 0;
  private received = 0;
  private stored = 0;
  private waiting: { upTo: number; resolve: () => void }[] = [];
  private storeTimer: NodeJS.Timeout | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private storing: Promise<void> = Promise.resolve();
  private flushing: Promise<void> = Promise.resolve();
  private storedSinceCompaction = 0;
  /** Who typed last since the text was last written to the columns; null when there is nothing to write. */
  private editor: string | null = null;
  private discarded = false;
  /** Failed attempts in a row, for the retry delay. */
  private storeFailures = 0;
  private flushFailures = 0;

  constructor(private readonly live: LiveDoc, readonly id: number, private readonly deps: DocWriterDeps) {}

  clientUpdate(update: Uint8Array, editor: string): void {
    this.pending.push(update);
    this.pendingFromClients++;
    this.received++;
    this.storeTimer ??= setTimeout(() => void this.store(), STORE_BATCH_MS);
    this.textChanged(editor);
  }

  /** The text differs from the columns (an edit, or a doc that was ahead of its columns when it loaded). */
  textChanged(editor: string): void {
    this.editor = editor;
    this.flushTimer ??= setTimeout(() => void this.flush(), COLLAB_FLUSH_MS[this.live.kind]);
  }

  /** Stores what is pending and writes the text to the columns now (when the doc unloads or the server stops). */
  async settle(): Promise<void> {
    await this.store();
    await this.flush();
  }

  /** Resolves once every client update received so far is stored; never when the record is deleted first. */
  whenStored(): Promise<void> {
    if (this.stored >= this.received) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ upTo: this.received, resolve }));
  }

  /** The record is gone: nothing more is written. */
  discard(): void {
    this.discarded = true;
    this.pending = [];
    this.waiting = [];
    clearTimeout(this.storeTimer);
    clearTimeout(this.flushTimer);
  }

  private store(): Promise<void> {
    clearTimeout(this.storeTimer);
    this.storeTimer = undefined;
    this.storing = this.storing.then(async () => {
      if (this.discarded || this.pending.length === 0) return;
      const batch = this.pending;
      const fromClients = this.pendingFromClients;
      this.pending = [];
      this.pendingFromClients = 0;
      try {
        const row = await storeUpdate(this.deps.sql, this.live.kind, this.id, Y.mergeUpdates(batch));
        this.storeFailures = 0;
        if (row === null) return this.discard(); // the record was deleted meanwhile
        this.storedFromClients(fromClients);
        this.deps.link.publishUpdates(this.live.name, [row]);
        if (++this.storedSinceCompaction >= COMPACT_AFTER_UPDATES) {
          this.storedSinceCompaction = 0;
          await compactStoredDoc(this.deps.sql, this.live.kind, this.id);
        }
      } catch (error) {
        const delay = retryDelay(++this.storeFailures);
        this.deps.log(`storing ${this.live.name} failed; retrying in ${delay} ms`, error);
        this.pending = [...batch, ...this.pending];
        this.pendingFromClients += fromClients;
        this.storeTimer ??= setTimeout(() => void this.store(), delay);
      }
    });
    return this.storing;
  }

  private storedFromClients(count: number): void {
    this.stored += count;
    const due = this.waiting.filter((waiter) => waiter.upTo <= this.stored);
    this.waiting = this.waiting.filter((waiter) => waiter.upTo > this.stored);
    for (const waiter of due) waiter.resolve();
  }

  /** Writes the text to the columns after any write already under way, so settle() also waits for that one. */
  private flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushing = this.flushing.then(() => this.writeText());
    return this.flushing;
  }

  private async writeText(): Promise<void> {
    const editor = this.editor;
    if (editor === null || this.discarded) return;
    this.editor = null;
    try {
      this.removeUnstorable();
      await this.store();
      const texts = readTexts(this.live.doc, this.live.kind);
      await this.deps.writes.run(editor, (write) => saveCollabText(write, this.live.kind, this.id, texts));
      this.flushFailures = 0;
    } catch (error) {
      const delay = retryDelay(++this.flushFailures);
      this.deps.log(`writing the text of ${this.live.name} failed; retrying in ${delay} ms`, error);
      this.editor ??= editor;
      this.flushTimer ??= setTimeout(() => void this.flush(), delay);
    }
  }

  /**
   * A doc stored before text was checked (shared/text.ts) may hold a NUL or another character no column may
   * hold; written as it is, it would fail the whole flush, every time. Those characters are deleted from the
   * doc as an edit of the server's (sent to everyone, stored like a client's), so every field reaches its column.
   */
  private removeUnstorable(): void {
    const cleaned: FieldTexts = {};
    for (const [field, text] of Object.entries(readTexts(this.live.doc, this.live.kind))) {
      const character = firstUnstorable(text);
      if (!character) continue;
      cleaned[field as keyof FieldTexts] = stripUnstorable(text);
      this.deps.log(`${this.live.name} field ${field} holds text that cannot be stored; deleting those characters from the doc`, nameUnstorable(character));
    }
    const edit = editTexts(this.live.doc, cleaned);
    if (edit) this.pending.push(edit);
  }
}
