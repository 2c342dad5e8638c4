import http from 'node:http';

// One keep-alive agent for the whole suite, as a browser keeps its connections; no socket limit, so that 16
// callers really are 16 requests in flight.
const agent = new http.Agent({ keepAlive: true });

/**
 * POSTs JSON as a browser does (the session cookie, accepting compressed answers) and reads the whole answer
 * without decompressing it: the client's own work stays out of the server's figure. Throws unless 200 (or 304
 * to a request that sent `If-None-Match`).
 */
export async function post(baseUrl: string, path: string, body: unknown, cookie = '', headers: Record<string, string> = {}): Promise<Buffer> {
  try {
    return await postOnce(baseUrl, path, body, cookie, headers);
  } catch (error) {
    // A kept-alive connection the server closed (idle past its keepAliveTimeout) just as it was reused: the
    // request never reached the server; send it again once on a new connection (Node's documented remedy).
    if ((error as { reused?: boolean }).reused) return postOnce(baseUrl, path, body, cookie, headers);
    throw error;
  }
}

/** The ETag the server sends with this call's answer (the answer itself is read and dropped). */
export function etagOf(baseUrl: string, path: string, body: unknown, cookie = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(`${baseUrl}${path}`, {
      method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie },
    }, (response) => {
      response.resume();
      const etag = response.headers.etag;
      if (response.statusCode === 200 && etag) resolve(etag);
      else reject(new Error(`${path} answered ${response.statusCode} without an ETag`));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

function postOnce(baseUrl: string, path: string, body: unknown, cookie: string, headers: Record<string, string>): Promise<Buffer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'accept-encoding': 'gzip, deflate, br',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer = Buffer.concat(chunks);
        if (response.statusCode === 200 || (response.statusCode === 304 && headers['if-none-match'])) resolve(answer);
        else reject(new Error(`${path} answered ${response.statusCode}: ${answer.toString().slice(0, 300)}`));
      });
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      reject(Object.assign(error, { reused: request.reusedSocket && (error.code === 'ECONNRESET' || error.message === 'socket hang up') }));
    });
    request.end(payload);
  });
}
