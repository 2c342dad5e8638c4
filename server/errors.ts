/**
 * Why a request is refused, in the words of the code that refuses it (commands, auth, the upload and image
 * checks), not of HTTP: the HTTP layer answers each kind with its status (http/errorHandler.ts).
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-attempts'
  | 'too-many-requests'
  | 'busy';

/**
 * An error whose message is meant for the client. `body` adds fields to the answer (a conflict's current
 * record); `retryAfterSeconds` says when trying again may succeed.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message = 'Not signed in') => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string, body: Record<string, unknown> = {}) => new DomainError('conflict', message, body);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unsupportedType = (message: string) => new DomainError('unsupported-type', message);
export const tooManyAttempts = (message: string, retryAfterSeconds: number) => new DomainError('too-many-attempts', message, {}, retryAfterSeconds);
/** One caller asks for more at once than its share (its other requests of the kind are still running). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new DomainError('too-many-requests', message, {}, retryAfterSeconds);
export const busy = (message: string, retryAfterSeconds: number) => new DomainError('busy', message, {}, retryAfterSeconds);
