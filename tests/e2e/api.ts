// The typed test client of tests/helpers/typedCalls.ts over Playwright's request context (a page's, with its
// session cookie): `call(page.request, 'updateStation', …)`.
import type { APIRequestContext } from '@playwright/test';
import type { EndpointName } from '../../shared/endpoints.ts';
import { callWith, type CallAnswer, type CallBody } from '../helpers/typedCalls.ts';

export function call<N extends EndpointName>(request: APIRequestContext, name: N, body: CallBody<N>): Promise<CallAnswer<N>> {
  return callWith(async (path, data) => {
    const response = await request.post(path, { data });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : undefined };
  }, name, body);
}
