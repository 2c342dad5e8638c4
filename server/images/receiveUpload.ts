import fs from 'node:fs';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { ATTACHMENT_MAX_BYTES } from '../../shared/schemas/attachment.ts';
import { hashFile, type IncomingFile } from '../blobs/blobStore.ts';
import { invalid, tooLarge, type DomainError } from '../errors.ts';
import { MAX_IMAGE_BYTES } from './inspectImage.ts';

/**
 * Reads the one file of a multipart upload (field `files`) of at most `maxBytes` into a file of `incomingDir`
 * (req.file.path), as it arrives: no upload is held in memory whole. Whatever goes wrong while reading is the
 * request's fault: multer's own limits, and the plain Errors of busboy for a stream cut short ('Unexpected end of
 * form'), a missing or wrong boundary, a malformed part, or a client that went away; multer removes the file of a
 * refused upload itself. File names are read as UTF-8, as browsers send them (multer's default, latin1, garbles
 * every é).
 */
function receiveOneFile(incomingDir: string, maxBytes: number, what: string): RequestHandler {
  const upload = multer({ storage: multer.diskStorage({ destination: incomingDir }), limits: { fileSize: maxBytes, files: 1, fields: 10 }, defParamCharset: 'utf8' }).single('files');
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

/** A station image (see above), into `incomingDir`. */
export const receiveImageUpload = (incomingDir: string) => receiveOneFile(incomingDir, MAX_IMAGE_BYTES, 'image');
/** An NCR's attachment (see above), into `incomingDir`. */
export const receiveAttachmentUpload = (incomingDir: string) => receiveOneFile(incomingDir, ATTACHMENT_MAX_BYTES, 'file');

/**
 * Runs `work` on the request's received file with its hash and size (read from the file) and removes the file
 * afterwards, whatever happens (a store that kept it has moved it away). 400 when the request has none.
 */
export async function withReceivedFile<T>(req: Request, work: (file: IncomingFile, name: string) => Promise<T>): Promise<T> {
  const received = req.file;
  if (!received) throw invalid("files: no file in the multipart field 'files'");
  try {
    return await work({ path: received.path, ...(await hashFile(received.path)) }, received.originalname);
  } finally {
    await fs.promises.rm(received.path, { force: true });
  }
}
