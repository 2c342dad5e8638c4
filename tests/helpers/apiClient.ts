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

  /** Posts and expects 200, returning the body. */
  async call(path: string, body: unknown = {}): Promise<any> {
    const result = await this.post(path, body);
    if (result.status !== 200) throw new Error(`${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
    return result.body;
  }
}

/** A wall screen: staff create a kiosk token named `name`, and a TV's browser opens the board with it. */
export async function openWallScreen(staff: ApiClient, name: string): Promise<ApiClient> {
  const { token } = await staff.call('/api/kiosk/add', { name });
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
