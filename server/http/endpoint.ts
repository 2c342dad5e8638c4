import type { Request, Router } from 'express';
import type { z } from 'zod';
import type { CommandContext } from '../commands/context.ts';
import type { AppContext } from './context.ts';
import { requireUser } from './session.ts';
import { parseBody } from './validate.ts';

type Handler<S extends z.ZodType> = (body: z.output<S>, command: CommandContext, req: Request) => Promise<unknown>;

/** An authenticated POST call: validate the JSON body with a shared schema, run, answer with JSON. */
export function post<S extends z.ZodType>(router: Router, ctx: AppContext, path: string, schema: S, handler: Handler<S>): void {
  router.post(path, async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(schema, req.body);
    res.json(await handler(body, { sql: ctx.sql, actor: user.name, announce: ctx.announce }, req));
  });
}
