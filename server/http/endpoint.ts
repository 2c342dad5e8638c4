import type { Request } from 'express';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/api.ts';
import type { Write } from '../commands/context.ts';
import type { ApiCalls } from './apiCalls.ts';
import type { CachedAnswer } from './cachedAnswer.ts';
import type { AppContext } from './context.ts';
import { sendJson } from './sendJson.ts';
import { requireReader, requireUser } from './session.ts';
import { parseBody } from './validate.ts';

type Body<E extends Endpoint> = z.output<E['body']>;
/** What the handler returns: what the endpoint's response schema describes (shared/api.ts). */
type Reply<E extends Endpoint> = z.input<E['response']>;

/**
 * A JSON call that reads (shared/api.ts): checks who calls (a signed-in user; a kiosk screen too where the
 * endpoint says so), validates the body, answers with what the handler returns.
 */
export function read<E extends Endpoint & { writes?: never }>(calls: ApiCalls, endpoint: E, handler: (body: Body<E>, req: Request) => Promise<Reply<E>>): void {
  calls.add(endpoint.path, async (req, res) => {
    if (endpoint.kiosk === 'read') requireReader(req);
    else requireUser(req);
    await sendJson(req, res, await handler(parseBody<E['body']>(endpoint.body, req.body), req));
  });
}

/** A read whose answer is kept (see cachedAnswer.ts): checked like a read, answered from the kept body. */
export function cachedRead<E extends Endpoint & { writes?: never }>(calls: ApiCalls, endpoint: E, answer: CachedAnswer): void {
  calls.add(endpoint.path, async (req, res) => {
    if (endpoint.kiosk === 'read') requireReader(req);
    else requireUser(req);
    parseBody<E['body']>(endpoint.body, req.body);
    await answer.send(req, res);
  });
}

/**
 * A JSON call that writes: a signed-in user's, validated like a read; the handler's commands run in one
 * transaction opened here, and what they changed is published once, after it commits.
 */
export function write<E extends Endpoint & { writes: true }>(calls: ApiCalls, ctx: AppContext, endpoint: E, handler: (write: Write, body: Body<E>, req: Request) => Promise<Reply<E>>): void {
  calls.add(endpoint.path, async (req, res) => {
    const actor = requireUser(req).name;
    const body = parseBody<E['body']>(endpoint.body, req.body);
    await sendJson(req, res, await ctx.writes.run(actor, (w) => handler(w, body, req)));
  });
}
