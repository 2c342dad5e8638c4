import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from './errors.ts';

interface BodyParserError { type?: string; status?: number }

/** The one place that turns errors into JSON answers; no stack trace ever reaches a client. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const [status, body, headers] = describe(error);
  if (status >= 500) console.error(error);
  if (res.headersSent) return void res.end();
  res.set(headers).status(status).json(body);
};

function describe(error: unknown): [number, Record<string, unknown>, Record<string, string>] {
  if (error instanceof HttpError) return [error.status, { message: error.message, ...error.body }, error.headers];
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return [413, { message: 'files: the image is larger than 20 MB' }, {}];
    return [400, { message: `files: ${error.message}` }, {}];
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') return [400, { message: 'The request body is not valid JSON' }, {}];
  if (parserError.type === 'entity.too.large') return [413, { message: 'The request body is too large' }, {}];
  if (parserError.type === 'encoding.unsupported' || parserError.type === 'charset.unsupported') {
    return [415, { message: 'Unsupported body encoding' }, {}];
  }
  return [500, { message: 'Internal server error' }, {}];
}
