import { useEffect } from 'react';
import { registerSignInDialog, useSignedOut } from '../../lib/api/session.ts';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';

const SignInDialog = lazyAtOnce(async () => (await import('./SignInDialog.tsx')).SignInDialog);

/**
 * Opens the sign-in dialog over the page when the session ends while the app is open (signed out in another tab,
 * idle timeout): the page stays as it is, and what waits to be saved goes out once the person signs in again.
 * The dialog's code loads then: no screen needs it to show.
 */
export function SignInAgain({ user }: { user: string | undefined }) {
  const signedOut = useSignedOut();
  useEffect(() => registerSignInDialog(), []);
  return signedOut ? <SuspenseAtOnce fallback={null}><SignInDialog user={user} /></SuspenseAtOnce> : null;
}
