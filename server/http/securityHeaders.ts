import type { ServerResponse } from 'node:http';
import type { ClientPolicy } from './contentSecurityPolicy.ts';

/** Sets the headers every response carries (pages, files, API answers, errors): the client's CSP and the browser guards. */
export function securityHeaders(policy: ClientPolicy): (res: ServerResponse) => void {
  return (res) => {
    res.setHeader('Content-Security-Policy', policy.current());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
  };
}
