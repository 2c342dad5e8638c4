import type { RequestHandler } from 'express';
import type { Caller, Identify } from '../auth/identity.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Who calls, set by callerOnRequest. */
      caller: Caller;
    }
  }
}

/** Sets who calls on the request (req.caller, see identity.ts) for the Express routes. */
export function callerOnRequest(identify: Identify): RequestHandler {
  return async (req, _res, next) => {
    req.caller = await identify(req.headers);
    next();
  };
}
