import express, { type Request, type RequestHandler, type Response } from 'express';
import { requireJsonBody } from './requestGuards.ts';

/** Answers one call, whose JSON body is parsed by then (req.body; undefined without one). */
export type CallAnswer = (req: Request, res: Response) => Promise<void> | void;

/** The largest JSON body a call takes. */
const MAX_JSON_BODY = '1mb';

/**
 * The API's JSON calls (POST /api/<path>, shared/api.ts), each found by its path in one lookup. As Express
 * routes, a call was found by trying every route and router registered before it (a write passed about thirty,
 * the JSON parser among them): on a machine of two cores about a tenth of the server's CPU time of a one-field
 * write (125-240 µs a call, measured in alternating rounds against the routes). Paths match exactly, as the
 * client sends them.
 */
export class ApiCalls {
  private readonly answers = new Map<string, CallAnswer>();

  add(path: string, answer: CallAnswer): void {
    if (this.answers.has(`/${path}`)) throw new Error(`The API call ${path} is registered twice`);
    this.answers.set(`/${path}`, answer);
  }

  /** Answers a call, after checking and parsing its body; any other request goes on to the next route. */
  middleware(): RequestHandler {
    const parseJson = express.json({ limit: MAX_JSON_BODY });
    const readBody = (req: Request, res: Response) => new Promise<void>((resolve, reject) => {
      parseJson(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });
    return async (req, res, next) => {
      const answer = req.method === 'POST' ? this.answers.get(req.path) : undefined;
      if (!answer) return next();
      requireJsonBody(req);
      await readBody(req, res);
      await answer(req, res);
    };
  }
}
