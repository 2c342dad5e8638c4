import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest, HttpError } from '../http/errors.ts';
import { MAX_IMAGE_BYTES } from './inspectImage.ts';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } }).single('files');

/**
 * Reads the one file of a multipart upload (field `files`) into req.file. Whatever goes wrong while reading
 * is the request's fault: multer's own limits, and the plain Errors of busboy for a stream cut short
 * ('Unexpected end of form'), a missing or wrong boundary, a malformed part, or a client that went away.
 */
export const receiveImageUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error?: unknown) => next(error === undefined ? undefined : uploadError(error)));
};

function uploadError(error: unknown): HttpError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, `files: the image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    return badRequest(`files: ${error.message}`);
  }
  return badRequest(`files: not a valid multipart upload (${error instanceof Error ? error.message : String(error)})`);
}
