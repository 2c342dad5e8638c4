import type { PGlite } from '@electric-sql/pglite';

interface Item {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Message types that continue an extended-query sequence; Sync ('S') or a simple Query ('Q') ends it. */
const SEQUENCE_TYPES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

/**
 * Runs the protocol messages of several socket connections on PGlite's one session without mixing them.
 * pglite-socket's own queue switches connections between any two messages, so one connection's Bind could
 * run against another's Parse. Here, once a connection starts an extended-query sequence or a transaction,
 * only its messages run until the sequence is synced and no transaction is open.
 */
export class ConnectionQueue {
  private readonly queue: Item[] = [];
  private owner: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.run();
    });
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i]!.handlerId === handlerId) this.queue.splice(i, 1)[0]!.reject(new Error('Connection closed'));
    }
  }

  /** A connection that closes mid-sequence or mid-transaction must not hold the session. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.run();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        if (index < 0 || this.queue.length === 0) break;
        const item = this.queue.splice(index, 1)[0]!;
        let bytes = 0;
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(item.message, {
            onRawData: (data: Uint8Array) => { bytes += data.length; item.onData(data); },
          }));
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        const open = SEQUENCE_TYPES.has(item.message[0]!) || this.db.isInTransaction();
        this.owner = open ? item.handlerId : null;
      }
    } finally {
      this.running = false;
    }
  }
}
