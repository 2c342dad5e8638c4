// Signing in and out: the one place the auth feature talks to the server.
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { apiPost } from '../../lib/api/http.ts';
import { forgetCachedData } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';

/** What the login page may show before anyone signs in (the demo account, when there is one). */
export function useLoginInfo() {
  return useQuery({ queryKey: queryKeys.loginInfo, queryFn: () => apiPost('loginInfo', {}) });
}

/** Signs in; resolves with the signed-in user, throws ApiError when refused. */
export async function login(user: string, password: string): Promise<{ name: string }> {
  return (await apiPost('login', { user, password })).user;
}

/** Signs out; the data cached for offline use goes with the session (edits not yet saved stay, for next time). */
export async function logout(): Promise<void> {
  await apiPost('logout', {}).catch(() => undefined);
  await forgetCachedData();
  window.location.assign(paths.login);
}
