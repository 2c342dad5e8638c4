import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { Caller } from '../auth/identity.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, reportDatabaseUnavailable } from '../db/unavailable.ts';
import { busy } from '../errors.ts';
import { sendError } from './errorHandler.ts';
import { checkOrigin, requireJsonBody } from './requestGuards.ts';

/** One call as its answer gets it: who calls and the parsed JSON body (undefined without one). */
export interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  caller: Caller;
  body: unknown;
}

export type CallAnswer = (call: Call) => Promise<void>;

/** What every call goes through before its answer, whatever the call. */
export interface CallGate {
  /** Sets the headers every response carries (securityHeaders.ts). */
  headers(res: ServerResponse): void;
  /** Who sends the request, by its headers (auth/identity.ts). */
  caller(headers: IncomingHttpHeaders): Promise<Caller>;
  allowedOrigins: string[];
  /** A call not answered this long after it arrived is answered 503 (REQUEST_DEADLINE_MS). */
  deadlineMs: number;
}

/** The largest JSON body a call takes. */
const MAX_JSON_BODY = '1mb';
const PREFIX = '/api/';

const parseJsonBody = express.json({ limit: MAX_JSON_BODY });

/**
 * Reads a call's JSON body (undefined without one): 415 for another type; body-parser's charsets and
 * Content-Encodings, its 400 for broken JSON and 413 over the limit.
 */
export function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  requireJsonBody(req);
  return new Promise((resolve, reject) => {
    parseJsonBody(req as express.Request, res as express.Response, (error?: unknown) => (error ? reject(error) : resolve((req as express.Request).body)));
  });
}

/**
 * The API's JSON calls (POST /api/<path>, shared/api.ts), answered before Express sees the request. Express
 * costs every request it handles CPU before a route runs (its request and response prototypes, its router):
 * on the 2-core benchmark machine, 16 one-field writes at once took 1424-1536 µs of server CPU a call through
 * it and 1152 in front of it. The calls need none of it. They go through what every /api request goes through
 * in app.ts: the same headers, the same caller, the same origin check, body parser and error answers. Paths
 * match exactly, as the client sends them; anything else (the uploads, files, exports, signing in and out,
 * unknown paths) is left to Express.
 */
export class ApiCalls {
  private readonly answers = new Map<string, CallAnswer>();

  add(path: string, answer: CallAnswer): void {
    if (this.answers.has(path)) throw new Error(`The API call ${path} is registered twice`);
    this.answers.set(path, answer);
  }

  /** A request listener in front of `next`: answers the calls, hands every other request to `next`. */
  listener(gate: CallGate, next: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
    return (req, res) => {
      const answer = req.method === 'POST' ? this.answerOf(req.url ?? '') : undefined;
      if (!answer) return next(req, res);
      // Whatever the call waits for (the database, mostly: a connection that went wrong around a restart has
      // left one waiting for ever), its client gets an answer in time. The call goes on meanwhile; what it
      // answers late is dropped (sendJson, sendError), and its database work is bounded on its own (server/db/sql.ts).
      const deadline = setTimeout(() => {
        if (res.headersSent) return;
        reportDatabaseUnavailable('request deadline', new Error(`${req.url} not answered within ${gate.deadlineMs} ms`));
        sendError(res, busy(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS));
      }, gate.deadlineMs);
      this.serve(gate, answer, req, res)
        .catch((error: unknown) => sendError(res, error))
        .catch((error: unknown) => { // a bug in answering the error: no request may take the server down
          console.error(error);
          res.destroy();
        })
        .finally(() => clearTimeout(deadline));
    };
  }

  private answerOf(url: string): CallAnswer | undefined {
    if (!url.startsWith(PREFIX)) return undefined;
    const query = url.indexOf('?');
    return this.answers.get(url.slice(PREFIX.length, query === -1 ? undefined : query));
  }

  private async serve(gate: CallGate, answer: CallAnswer, req: IncomingMessage, res: ServerResponse): Promise<void> {
    gate.headers(res);
    const caller = await gate.caller(req.headers);
    checkOrigin(req, gate.allowedOrigins);
    await answer({ req, res, caller, body: await readJsonBody(req, res) });
  }
}
