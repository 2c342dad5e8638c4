import type { RequestHandler } from 'express';
import multer from 'multer';
import { ATTACHMENT_MAX_BYTES } from '../../shared/schemas/attachment.ts';
import { invalid, tooLarge, type DomainError } from '../errors.ts';
import { MAX_IMAGE_BYTES } from './inspectImage.ts';

/**
 * Reads the one file of a multipart upload (field `files`) of at most `maxBytes` into req.file. Whatever goes
 * wrong while reading is the request's fault: multer's own limits, and the plain Errors of busboy for a stream
 * cut short ('Unexpected end of form'), a missing or wrong boundary, a malformed part, or a client that went away.
 * File names are read as UTF-8, as browsers send them (multer's default, latin1, garbles every é).
 */
function receiveOneFile(maxBytes: number, what: string): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 10 }, defParamCharset: 'utf8' }).single('files');
  const uploadError = (error: unknown): DomainError => {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return tooLarge(`files: the ${what} is larger than ${maxBytes / 1024 / 1024} MB`);
      return invalid(`files: ${error.message}`);
    }
    return invalid(`files: not a valid multipart upload (${error instanceof Error ? error.message : String(error)})`);
  };
  return (req, res, next) => {
    upload(req, res, (error?: unknown) => next(error === undefined ? undefined : uploadError(error)));
  };
}

/** A station image (see above). */
export const receiveImageUpload = receiveOneFile(MAX_IMAGE_BYTES, 'image');
/** An NCR's attachment (see above). */
export const receiveAttachmentUpload = receiveOneFile(ATTACHMENT_MAX_BYTES, 'file');
