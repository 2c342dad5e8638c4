// Whether the session ended while the app is open. A 401 does not navigate away: it marks the session as
// ended, the sign-in dialog opens over the page, and whatever waits to be saved waits until it closes.
import { useSyncExternalStore } from 'react';

let signedOut = false;
/** The person signed out (here or in another tab of this browser) and the page is about to go. */
let signingOut = false;
const listeners = new Set<() => void>();
const signedInListeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The server answered 401: the session ended (signed out elsewhere, idle timeout). */
export function reportSignedOut(): void {
  if (signedOut || signingOut) return;
  signedOut = true;
  emit();
}

/** Signed in again (the dialog): what waited is sent now. */
export function reportSignedIn(): void {
  if (!signedOut) return;
  signedOut = false;
  emit();
  for (const listener of signedInListeners) listener();
}

/** Nothing is sent while it is: the session ended, or the person is signing out. */
export function isSignedOut(): boolean {
  return signedOut || signingOut;
}

/**
 * The person signs out, here or in another tab: until the page goes (to the login page), nothing is sent, a 401
 * opens no sign-in dialog, and leaving asks nothing (what is not saved stays on this device, and the sign-out
 * dialog said so).
 */
export function reportSigningOut(): void {
  signingOut = true;
}

export const isSigningOut = (): boolean => signingOut;

/** Calls `listener` each time the person signs in again after the session ended; returns how to stop. */
export function onSignedInAgain(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => { signedInListeners.delete(listener); };
}

/** How many components show the sign-in dialog: without one (the login page), a 401 goes to the login page. */
let dialogs = 0;
export function registerSignInDialog(): () => void {
  dialogs++;
  return () => { dialogs--; };
}
export const hasSignInDialog = (): boolean => dialogs > 0;

export function useSignedOut(): boolean {
  return useSyncExternalStore(
    (listener) => { listeners.add(listener); return () => { listeners.delete(listener); }; },
    () => signedOut,
  );
}
