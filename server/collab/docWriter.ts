import * as Y from 'yjs';
import { COLLAB_FLUSH_MS } from '../../shared/collab.ts';
import { saveCollabText } from '../commands/saveCollabText.ts';
import type { Sql } from '../db/sql.ts';
import type { Announce } from '../realtime/changes.ts';
import { COMPACT_AFTER_UPDATES, compactStoredDoc, storeUpdate } from './docStorage.ts';
import { readTexts } from './docText.ts';
import type { LiveDoc } from './liveDoc.ts';
import type { NodeLink } from './nodeLink.ts';

/** Client updates arriving within this window are stored as one row. */
const STORE_BATCH_MS = 20;
const RETRY_MS = 1000;

export interface DocWriterDeps { sql: Sql; announce: Announce; link: NodeLink; log: (message: string, error: unknown) => void }

/**
 * Writes one live doc to Postgres: every client update is appended within STORE_BATCH_MS (and announced to
 * the other nodes), the stored updates are compacted every COMPACT_AFTER_UPDATES rows, and the plain text is
 * written into the record's columns at the kind's flush point (1720 ms station, 1871 ms issue) after an edit.
 */
export class DocWriter {
  private pending: Uint8Array[] = [];
  private storeTimer: NodeJS.Timeout | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private storing: Promise<void> = Promise.resolve();
  private flushing: Promise<void> = Promise.resolve();
  private storedSinceCompaction = 0;
  /** Who typed last since the text was last written to the columns; null when there is nothing to write. */
  private editor: string | null = null;
  private discarded = false;

  constructor(private readonly live: LiveDoc, readonly id: number, private readonly deps: DocWriterDeps) {}

  clientUpdate(update: Uint8Array, editor: string): void {
    this.pending.push(update);
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

  /** The record is gone: nothing more is written. */
  discard(): void {
    this.discarded = true;
    this.pending = [];
    clearTimeout(this.storeTimer);
    clearTimeout(this.flushTimer);
  }

  private store(): Promise<void> {
    clearTimeout(this.storeTimer);
    this.storeTimer = undefined;
    this.storing = this.storing.then(async () => {
      if (this.discarded || this.pending.length === 0) return;
      const batch = this.pending;
      this.pending = [];
      try {
        const row = await storeUpdate(this.deps.sql, this.live.kind, this.id, Y.mergeUpdates(batch));
        if (row === null) return this.discard(); // the record was deleted meanwhile
        this.deps.link.publishUpdates(this.live.name, [row]);
        if (++this.storedSinceCompaction >= COMPACT_AFTER_UPDATES) {
          this.storedSinceCompaction = 0;
          await compactStoredDoc(this.deps.sql, this.live.kind, this.id);
        }
      } catch (error) {
        this.deps.log(`storing ${this.live.name} failed; retrying`, error);
        this.pending = [...batch, ...this.pending];
        this.storeTimer ??= setTimeout(() => void this.store(), RETRY_MS);
      }
    });
    return this.storing;
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
      await this.store();
      const context = { sql: this.deps.sql, actor: editor, announce: this.deps.announce };
      await saveCollabText(context, this.live.kind, this.id, readTexts(this.live.doc, this.live.kind));
    } catch (error) {
      this.deps.log(`writing the text of ${this.live.name} failed; retrying`, error);
      this.editor ??= editor;
      this.flushTimer ??= setTimeout(() => void this.flush(), RETRY_MS);
    }
  }
}
