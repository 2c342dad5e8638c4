import { allKeptTexts } from '../../lib/collab/keptTexts.ts';
import { allDrafts } from '../../lib/drafts/draftStore.ts';
import { flushDraft } from '../../lib/drafts/draftSender.ts';
import { allAdds } from '../../lib/drafts/addStore.ts';
import { flushAdds } from '../../lib/drafts/addSender.ts';
import { isOnline } from '../../lib/offline/online.ts';
import { unsavedRecords } from '../../lib/offline/pendingOnDevice.ts';
import { modals } from '../../components/modals.ts';
import { signOut } from './api.ts';
import { SIGN_OUT_DIALOG, SignOutDialog } from './SignOutDialog.tsx';

/** How long signing out waits for shared text under way to be stored before it asks (as leaving a record does). */
const SHARED_TEXT_WAIT_MS = 2000;

/**
 * The account menu's Sign out. What can be saved now is saved first; when edits remain that cannot be (offline,
 * invalid, refused), a dialog says which records keep them on this device and offers to discard them. Otherwise
 * it signs out at once.
 */
export async function askToSignOut(user: string | undefined): Promise<void> {
  if (user === undefined) return signOut();
  await Promise.all([
    ...allDrafts().filter((draft) => draft.user === user).map((draft) => flushDraft(draft.key)),
    ...[...new Set(allAdds().filter((add) => add.user === user).map((add) => add.parent))].map(flushAdds),
  ]);
  const sharedTextUnderWay = () => isOnline() && allKeptTexts().some(([key, kept]) => key.startsWith(`${user}/`) && kept.pending.length > 0);
  for (const until = Date.now() + SHARED_TEXT_WAIT_MS; sharedTextUnderWay() && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (unsavedRecords(user).length === 0) return signOut();
  modals.open({ modalId: SIGN_OUT_DIALOG, title: 'Sign out', size: 'lg', children: <SignOutDialog user={user} /> });
}
