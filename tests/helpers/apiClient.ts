import type { EndpointName } from '../../shared/endpoints.ts';
import { callWith, type CallAnswer, type CallBody } from './typedCalls.ts';

/** A minimal API client that keeps the session cookie, as a browser would. */
export class ApiClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    return { status: response.status, body: await parseJson(response), headers: response.headers };
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, { headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers }, redirect: 'manual' });
  }

  async login(user: string, password: string): Promise<{ status: number; body: any; headers: Headers }> {
    const result = await this.post('/api/login', { user, password });
    const setCookie = result.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    return result;
  }

  /** Opens a wall-screen page with ?kiosk=TOKEN and keeps the kiosk cookie it sets, as a TV's browser would. */
  async openKiosk(token: string, page = '/ncr/board'): Promise<Response> {
    const response = await this.get(`${page}?kiosk=${encodeURIComponent(token)}`);
    this.cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return response;
  }

  /** Makes a call of shared/api.ts by name; it must answer 200 with what its schema describes (typedCalls.ts). */
  call<N extends EndpointName>(name: N, ...[body]: Record<never, never> extends CallBody<N> ? [body?: CallBody<N>] : [body: CallBody<N>]): Promise<CallAnswer<N>> {
    return callWith((path, sent) => this.post(path, sent), name, (body ?? {}) as CallBody<N>);
  }
}

/** A wall screen: staff create a kiosk token named `name`, and a TV's browser opens the board with it. */
export async function openWallScreen(staff: ApiClient, name: string): Promise<ApiClient> {
  const { token } = await staff.call('addKiosk', { name });
  const tv = new ApiClient(staff.baseUrl);
  await tv.openKiosk(token);
  return tv;
}

async function parseJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
