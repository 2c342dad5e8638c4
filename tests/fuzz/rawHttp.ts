import net from 'node:net';

export interface RawAnswer {
  /** The status of the answer; 0 when the server closed the connection without one. */
  status: number;
  /** True when the server switched protocols and kept the socket (a websocket opened). */
  upgraded: boolean;
  /** The answer's status line and headers as received (latin1), up to the blank line. */
  head: string;
}

/**
 * Writes bytes as they are to the server (fetch would refuse or normalise broken request lines and targets)
 * and reads the status line of the answer. `reset` drops the connection abortively right after writing, as a
 * client that goes away mid-request. Every wait is bounded.
 */
export function rawRequest(port: number, request: Buffer | string, options: { reset?: boolean; timeoutMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const finish = (answer: RawAnswer | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    const statusOf = () => Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0);
    const headOf = () => received.split('\r\n\r\n', 1)[0]!;
    const timer = setTimeout(() => finish(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms to ${JSON.stringify(request.toString().slice(0, 120))}`)), options.timeoutMs ?? 10_000);
    socket.on('connect', () => {
      socket.write(request);
      if (options.reset) {
        socket.resetAndDestroy();
        finish({ status: 0, upgraded: false, head: '' });
      }
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const status = statusOf();
      // A 101 keeps the socket open by design: the answer is complete once its headers are.
      if (status === 101 && received.includes('\r\n\r\n')) finish({ status, upgraded: true, head: headOf() });
    });
    socket.on('error', () => finish({ status: statusOf(), upgraded: false, head: headOf() }));
    socket.on('close', () => finish({ status: statusOf(), upgraded: false, head: headOf() }));
  });
}

/** A websocket upgrade request for `target`, with the headers given (null drops a default one). */
export function upgradeRequest(target: string, headers: Record<string, string | null> = {}): string {
  const all: Record<string, string | null> = {
    Host: '127.0.0.1',
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    ...headers,
  };
  const lines = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null).map(([name, value]) => `${name}: ${value}`);
  return `GET ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
