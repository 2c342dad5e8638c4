// The API as tests call it, by the names of shared/api.ts (`call('updateStation', …)`), with the bodies those take,
// answered with what their schemas describe: each answer is checked against its schema, as the browser tests'
// build of the client checks it. The same for vitest's clients (apiClient.ts) and Playwright's (tests/e2e/api.ts).
import { api, type Api, type EndpointBody, type EndpointResponse } from '../../shared/api.ts';
import type { EndpointName } from '../../shared/endpoints.ts';

export type CallBody<N extends EndpointName> = EndpointBody<Api[N]>;
export type CallAnswer<N extends EndpointName> = EndpointResponse<Api[N]>;

/** Posts a JSON body to a path and answers the status and the parsed body: how a client of the tests sends. */
export type Post = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** A call that must succeed: a status other than 200, or an answer its schema does not describe, throws. */
export async function callWith<N extends EndpointName>(post: Post, name: N, body: CallBody<N>): Promise<CallAnswer<N>> {
  const path = `/api/${api[name].path}`;
  const answer = await post(path, body);
  if (answer.status !== 200) throw new Error(`${name} (${path}) answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const checked = api[name].response.safeParse(answer.body ?? {});
  if (!checked.success) throw new Error(`the answer of ${name} (${path}) does not match shared/api.ts: ${checked.error.message}`);
  return (answer.body ?? {}) as CallAnswer<N>;
}
