import * as encoding from 'lib0/encoding';
import type { WebSocket } from 'ws';
import { COLLAB_CLOSE, COLLAB_MAX_BUFFERED_BYTES, COLLAB_MESSAGE_STORED, COLLAB_READ_BUDGET } from '../../shared/collab.ts';
import { ReadBudget } from './readBudget.ts';

const PING_INTERVAL_MS = 30_000;

export interface DocConnectionHandlers {
  /** Handles one message; answers how many bytes it sent back to this connection for it (its cost). */
  receive(connection: DocConnection, message: Uint8Array): number;
  /** The connection ended, or the server ended it: it is to be forgotten now (called once). */
  gone(connection: DocConnection): void;
}

/**
 * One websocket of a live doc, with what bounds it: its messages are read within COLLAB_READ_BUDGET (over it, the
 * socket is paused until the budget refills, so the sender waits in TCP and nothing is lost), what waits for it to
 * read is kept under COLLAB_MAX_BUFFERED_BYTES (past it, it is closed with tooSlow and reconnects), its saved-marks
 * wait one at a time, and a peer that stops answering pings is dropped.
 */
export class DocConnection {
  /** The awareness clients this connection announced (at most COLLAB_MAX_AWARENESS_CLIENTS). */
  readonly clientIds = new Set<number>();
  private readonly budget = new ReadBudget(COLLAB_READ_BUDGET.burst, COLLAB_READ_BUDGET.perSecond);
  /**
   * Messages that came after the budget ran out. The socket is paused then, so this holds at most what ws had
   * already read from it: one chunk of the socket (64 KiB) or one message.
   */
  private readonly inbox: Uint8Array[] = [];
  private waiting: NodeJS.Timeout | null = null;
  private alive = true;
  private readonly ping: NodeJS.Timeout;
  private ended = false;
  /** A saved-mark is waiting for the store; a later one waits behind it, only the latest. */
  private markWaiting = false;
  private nextMark: number | null = null;

  constructor(readonly ws: WebSocket, readonly editor: string, private readonly handlers: DocConnectionHandlers) {
    this.ping = setInterval(() => this.checkAlive(), PING_INTERVAL_MS);
    ws.binaryType = 'nodebuffer';
    ws.on('message', (data: Buffer) => this.take(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)));
    ws.on('pong', () => { this.alive = true; });
    ws.on('close', () => this.forget());
    ws.on('error', () => ws.terminate());
  }

  get open(): boolean { return !this.ended && this.ws.readyState === this.ws.OPEN; }

  /** Sends unless the client is too far behind in reading: then the connection is closed (tooSlow) and forgotten. */
  send(message: Uint8Array): void {
    if (!this.open) return;
    if (this.ws.bufferedAmount + message.length > COLLAB_MAX_BUFFERED_BYTES) {
      this.close(COLLAB_CLOSE.tooSlow, 'Too far behind in reading: reconnect');
      return;
    }
    this.ws.send(message, (error) => { if (error) this.ws.terminate(); });
  }

  /**
   * Closes with a code for the client and forgets the connection at once (its carets go, it counts no more),
   * without waiting for the client's answer; ws destroys the socket if that answer does not come within 30 s.
   */
  close(code: number, reason: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.close(code, reason);
    this.forget();
  }

  /** Answers the client's mark once everything it sent before is stored (marks only wait one at a time). */
  answerWhenStored(mark: number, whenStored: () => Promise<void>): void {
    if (this.markWaiting) {
      this.nextMark = mark;
      return;
    }
    this.markWaiting = true;
    void whenStored().then(() => {
      const answer = encoding.createEncoder();
      encoding.writeVarUint(answer, COLLAB_MESSAGE_STORED);
      encoding.writeVarUint(answer, mark);
      this.send(encoding.toUint8Array(answer));
    }).finally(() => {
      this.markWaiting = false;
      const next = this.nextMark;
      this.nextMark = null;
      // Asked for only now: it covers every update received up to the later mark, and more.
      if (next !== null && this.open) this.answerWhenStored(next, whenStored);
    });
  }

  private take(message: Uint8Array): void {
    if (this.waiting || this.inbox.length > 0) this.inbox.push(message);
    else this.read(message);
  }

  private read(message: Uint8Array): void {
    if (!this.open) return;
    const answered = this.handlers.receive(this, message);
    const wait = this.budget.spend(1 + (message.length + answered) / COLLAB_READ_BUDGET.bytesPerToken);
    if (wait > 0 && this.open) {
      this.ws.pause();
      this.waiting = setTimeout(this.drain, wait);
    }
  }

  private readonly drain = (): void => {
    this.waiting = null;
    while (this.inbox.length > 0 && !this.waiting && this.open) this.read(this.inbox.shift()!);
    // Also once closed meanwhile (signed out, deleted): the client's answer to the close must be read.
    if (!this.waiting) this.ws.resume();
  };

  private checkAlive(): void {
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.ws.ping();
  }

  private forget(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.ping);
    if (this.waiting) clearTimeout(this.waiting);
    this.waiting = null;
    this.inbox.length = 0;
    this.ws.resume(); // a paused socket would not read the client's close frame
    this.handlers.gone(this);
  }
}
