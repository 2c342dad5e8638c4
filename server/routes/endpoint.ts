import type { z } from 'zod';
import type { Endpoint } from '../../shared/api.ts';
import { requireReader, requireUser } from '../auth/access.ts';
import type { Caller } from '../auth/identity.ts';
import type { Write } from '../commands/context.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import type { CachedAnswer } from '../http/cachedAnswer.ts';
import { sendJson } from '../http/sendJson.ts';
import { parseBody } from '../http/validate.ts';
import type { AppContext } from './context.ts';

type Body<E extends Endpoint> = z.output<E['body']>;
/** What the handler returns: what the endpoint's response schema describes (shared/api.ts). */
type Reply<E extends Endpoint> = z.input<E['response']>;

/** Checks who calls: a signed-in user; a kiosk screen too where the endpoint says so. */
function requireReaderOf(endpoint: Endpoint, caller: Caller): void {
  if (endpoint.kiosk === 'read') requireReader(caller);
  else requireUser(caller);
}

/** A JSON call that reads (shared/api.ts): checks who calls, validates the body, answers with what the handler returns. */
export function read<E extends Endpoint & { writes?: never }>(calls: ApiCalls, endpoint: E, handler: (body: Body<E>, caller: Caller) => Promise<Reply<E>>): void {
  calls.add(endpoint.path, async ({ req, res, caller, body }) => {
    requireReaderOf(endpoint, caller);
    await sendJson(req, res, await handler(parseBody<E['body']>(endpoint.body, body), caller));
  });
}

/**
 * A read whose answer is kept (see cachedAnswer.ts): checked like a read, answered from the kept body; a kiosk
 * screen from `answers.kiosk`, its own shape (shared/api.ts kioskAnswers), when the endpoint has one.
 */
export function cachedRead<E extends Endpoint & { writes?: never }>(calls: ApiCalls, endpoint: E, answers: { staff: CachedAnswer; kiosk?: E['kiosk'] extends 'read' ? CachedAnswer : never }): void {
  calls.add(endpoint.path, async ({ req, res, caller, body }) => {
    requireReaderOf(endpoint, caller);
    parseBody<E['body']>(endpoint.body, body);
    await (caller?.kind === 'kiosk' && answers.kiosk ? answers.kiosk : answers.staff).send(req, res);
  });
}

/**
 * A JSON call that writes: a signed-in user's, validated like a read; the handler's commands run in one
 * transaction opened here, and what they changed is published once, after it commits.
 */
export function write<E extends Endpoint & { writes: true }>(calls: ApiCalls, ctx: AppContext, endpoint: E, handler: (write: Write, body: Body<E>, caller: Caller) => Promise<Reply<E>>): void {
  calls.add(endpoint.path, async ({ req, res, caller, body }) => {
    const actor = requireUser(caller).name;
    const parsed = parseBody<E['body']>(endpoint.body, body);
    await sendJson(req, res, await ctx.writes.run(actor, (w) => handler(w, parsed, caller)));
  });
}
