import type { RequestHandler } from 'express';
import { requireUser } from '../auth/access.ts';
import { tooManyAttempts } from '../errors.ts';

/** The bytes of uploads one account may have under way at once, all its sessions together: three files of 20 MB. */
export const UPLOAD_BYTES_PER_ACCOUNT = 64 * 1024 * 1024;
/** The bytes of uploads the whole process takes at once. */
export const UPLOAD_BYTES_PER_PROCESS = 256 * 1024 * 1024;
/** What a refused upload is told: an upload of 20 MB on a local network takes about this long. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Caps the bytes of uploads under way (received, checked and stored), per account and per process: one more is
 * refused with 429 and Retry-After before its body is stored. An upload counts with its Content-Length (the
 * largest it may be, `maxRequestBytes`, when it has none or claims more) until its answer is sent. The refused
 * body is read and dropped before the answer, so that the client, still sending, reads the 429 rather than a
 * connection reset.
 */
export function uploadAllowance(maxRequestBytes: number, limits = { perAccount: UPLOAD_BYTES_PER_ACCOUNT, perProcess: UPLOAD_BYTES_PER_PROCESS }): RequestHandler {
  const underWay = new Map<number, number>();
  let total = 0;
  return (req, res, next) => {
    const { userId } = requireUser(req.caller);
    const declared = Number(req.get('content-length'));
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, maxRequestBytes) : maxRequestBytes;
    const mine = underWay.get(userId) ?? 0;
    if (mine + bytes > limits.perAccount || total + bytes > limits.perProcess) {
      const refusal = tooManyAttempts(mine + bytes > limits.perAccount
        ? 'Too many uploads of yours at once; try again when one has finished'
        : 'Too many uploads at once; try again in a few seconds', RETRY_AFTER_SECONDS);
      if (req.readableEnded || req.destroyed) return next(refusal);
      req.once('end', () => next(refusal));
      req.once('close', () => { if (!req.readableEnded) next(refusal); });
      req.resume();
      return;
    }
    underWay.set(userId, mine + bytes);
    total += bytes;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      total -= bytes;
      const left = (underWay.get(userId) ?? bytes) - bytes;
      if (left > 0) underWay.set(userId, left);
      else underWay.delete(userId);
    };
    res.once('close', release);
    // A client gone while the request waited for the checks before this one: its response has closed already.
    if (req.socket.destroyed) release();
    next();
  };
}
