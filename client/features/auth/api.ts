// Signing in and out: the one place the auth feature talks to the server.
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { apiPost } from '../../lib/api/http.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';
import { reportSigningOut } from '../../lib/api/session.ts';
import { forgetDeviceData } from '../../lib/offline/forgetDeviceData.ts';

/** What the login page may show before anyone signs in (the demo account, when there is one). */
export function useLoginInfo() {
  return useQuery({ queryKey: queryKeys.loginInfo, queryFn: () => apiPost('loginInfo', {}) });
}

/** Signs in; resolves with the signed-in user, throws ApiError when refused. */
export async function login(user: string, password: string): Promise<{ name: string }> {
  return (await apiPost('login', { user, password })).user;
}

/**
 * Signs out, then goes to the login page. What this device keeps of anyone's data goes with the session, but the
 * edits not saved yet, which stay for next time (and `discardEditsOf`'s go too). Offline the device forgets at
 * once, but the server's session lasts until it expires or the next sign-in on this browser replaces it.
 */
export async function signOut(discardEditsOf?: string): Promise<void> {
  reportSigningOut(); // from here nothing is sent, and the session's end opens no sign-in dialog
  await apiPost('logout', {}).catch(() => undefined);
  await forgetDeviceData({ discardEditsOf });
  window.location.assign(paths.login);
}
