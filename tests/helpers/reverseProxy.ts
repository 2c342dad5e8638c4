import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReverseProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * A TLS-terminating reverse proxy as nginx is configured in docker-compose.yml, on loopback: it forwards every
 * request to `target` from `fromAddress` (a loopback address of its own, so the server can tell it from a client
 * that comes directly), keeps Host, appends the client's address to X-Forwarded-For and says the client came
 * over https (X-Forwarded-Proto). It speaks plain http itself: what the server sees is what it would behind TLS.
 */
export async function startReverseProxy(target: { port: number }, fromAddress: string): Promise<ReverseProxy> {
  const server = http.createServer((req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request({
      host: '127.0.0.1',
      port: target.port,
      localAddress: fromAddress,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      agent: false,
    }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export interface PlainAnswer { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * POSTs JSON to `port` on 127.0.0.1 from the loopback address `fromAddress`: each address is another client
 * (fetch cannot choose its source address).
 */
export function postFrom(fromAddress: string, port: number, path: string, body: unknown, headers: Record<string, string> = {}): Promise<PlainAnswer> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1', port, path, method: 'POST', localAddress: fromAddress, agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
    }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
    });
    request.on('error', reject);
    request.end(data);
  });
}
