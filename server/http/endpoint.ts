import type { Request, Router } from 'express';
import type { z } from 'zod';
import type { CommandContext } from '../commands/context.ts';
import type { AppContext } from './context.ts';
import { requireReader, requireUser } from './session.ts';
import { parseBody } from './validate.ts';

type Handler<S extends z.ZodType> = (body: z.output<S>, command: CommandContext, req: Request) => Promise<unknown>;

/**
 * An authenticated POST call: validate the JSON body with a shared schema, run, answer with JSON. Only calls
 * marked `kiosk: 'read'` answer a kiosk screen.
 */
export function post<S extends z.ZodType>(router: Router, ctx: AppContext, path: string, schema: S, handler: Handler<S>, options: { kiosk?: 'read' } = {}): void {
  router.post(path, async (req, res) => {
    const actor = options.kiosk === 'read' ? requireReader(req) : requireUser(req).name;
    const body = parseBody(schema, req.body);
    res.json(await handler(body, { sql: ctx.sql, actor, outbox: ctx.outbox }, req));
  });
}
