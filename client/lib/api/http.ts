// The one HTTP client: every API call of the app goes through here (SPEC §7, errors of SPEC §8).
import { LOGIN_PATH, loginPathFor } from '../../../shared/paths.ts';
import type { Api, EndpointBody, EndpointResponse, UploadAnswer } from '../../../shared/api.ts';
import { endpoints, uploadPaths, type EndpointName, type UploadName } from '../../../shared/endpoints.ts';
import { trackPending } from '../loading/afterFirstScreen.ts';
import { takeFirstData } from '../loading/firstData.ts';
import { isOnline, NEEDS_NETWORK } from '../offline/online.ts';
import { hasSignInDialog, reportSignedOut } from './session.ts';

/** A failed call: `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly body: unknown = undefined) {
    super(message);
  }
}

/** True for a call that failed because there was no network or no server: worth trying again later. */
export const isUnreachable = (error: unknown): boolean => error instanceof ApiError && (error.status === 0 || error.status === 503);

/**
 * The session ended: the sign-in dialog opens over the page (nothing typed is lost), or, where no dialog is
 * shown (the login page, the kiosk screens), the browser goes to the login page.
 */
function sessionEnded(): void {
  if (hasSignInDialog()) reportSignedOut();
  else redirectToLogin();
}

/** Sends the browser to the login page, remembering where it was (SPEC §8: 401 / opaque redirect). */
export function redirectToLogin(): void {
  if (window.location.pathname === LOGIN_PATH) return;
  window.location.assign(loginPathFor(window.location.pathname + window.location.search));
}

function errorFor(status: number, body: unknown): ApiError {
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  if (status === 404) return new ApiError(status, message ?? 'Endpoint not found', body);
  if (status === 409) return new ApiError(status, message ?? 'Conflict', body);
  return new ApiError(status, message ?? 'Error', body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Development and test builds check every answer against its schema in shared/api.ts, so a server and client
 * that drift apart fail a test instead of a user; production builds trust the server, and never load zod.
 */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

async function checked<T>(answer: { endpoint: EndpointName } | { upload: UploadName }, path: string, body: unknown): Promise<T> {
  if (CHECK_ANSWERS) {
    const { api, uploadAnswers } = await import('../../../shared/api.ts');
    const schema = 'endpoint' in answer ? api[answer.endpoint].response : uploadAnswers[answer.upload];
    const result = schema.safeParse(body);
    if (!result.success) {
      const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      const message = `The answer of /api/${path} does not match shared/api.ts: ${problems}`;
      console.error(message);
      throw new Error(message);
    }
  }
  return body as T;
}

/**
 * The last answer of each call whose answer the server keeps per data version (it sends an ETag, e.g. the
 * stations list): sent back as If-None-Match, and a 304 means it is still current (a browser does this by
 * itself for GET only).
 */
const versioned = new Map<string, { etag: string; answer: unknown }>();

/**
 * Calls an endpoint by its name in shared/endpoints.ts (typed by shared/api.ts): POSTs its JSON body, resolves
 * with the answer on 200/204 (or the kept one on 304), throws ApiError otherwise (status 0 without a network or
 * server).
 */
export function apiPost<N extends EndpointName>(name: N, body: EndpointBody<Api[N]>, init: { keepalive?: boolean } = {}): Promise<EndpointResponse<Api[N]>> {
  return trackPending(post(name, body, init));
}

async function post<N extends EndpointName>(name: N, body: EndpointBody<Api[N]>, init: { keepalive?: boolean }): Promise<EndpointResponse<Api[N]>> {
  const endpoint: { path: string; public?: true } = endpoints[name];
  const { path } = endpoint;
  if (!isOnline()) throw new ApiError(0, NEEDS_NETWORK);
  const json = JSON.stringify(body);
  const call = `${path} ${json}`;
  const kept = versioned.get(call);
  let response: Response;
  try {
    response = await (takeFirstData(path, json) ?? fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(kept ? { 'If-None-Match': kept.etag } : {}) },
      body: json,
      credentials: 'same-origin',
      redirect: 'manual',
      keepalive: init.keepalive,
    }));
  } catch {
    throw new ApiError(0, 'The server cannot be reached; try again.');
  }
  if (response.type === 'opaqueredirect' || response.status === 401) {
    if (!endpoint.public) sessionEnded();
    throw errorFor(401, await readBody(response));
  }
  if (response.status === 304 && kept) return kept.answer as EndpointResponse<Api[N]>;
  const parsed = await readBody(response);
  if (response.status === 200 || response.status === 204) {
    const answer = await checked<EndpointResponse<Api[N]>>({ endpoint: name }, path, parsed ?? {});
    const etag = response.headers.get('ETag');
    if (etag) versioned.set(call, { etag, answer });
    return answer;
  }
  throw errorFor(response.status, parsed);
}

/** Uploads one file as multipart field `files` to the upload `name` of record `id`, reporting progress in percent. */
export function apiUpload<U extends UploadName>(name: U, id: number, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer<U>> {
  const path = uploadPaths[name](id);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${path}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    if (!isOnline()) return reject(new ApiError(0, NEEDS_NETWORK));
    request.onerror = () => reject(new ApiError(0, 'The server cannot be reached; try again.'));
    request.onload = () => {
      let body: unknown;
      try { body = request.responseText ? JSON.parse(request.responseText) : undefined; } catch { body = undefined; }
      if (request.status === 401) sessionEnded();
      if (request.status !== 200 && request.status !== 204) return reject(errorFor(request.status, body));
      checked<UploadAnswer<U>>({ upload: name }, path, body).then(resolve, reject);
    };
    const form = new FormData();
    form.append('files', file);
    request.send(form);
  });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
