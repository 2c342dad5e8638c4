import { useEffect } from 'react';
import { notifyError } from '../components/notify.ts';
import { registerActionDrafts } from '../features/issues/actions/actionDrafts.ts';
import { registerIssueDrafts } from '../features/issues/issueDrafts.ts';
import { registerStationDrafts } from '../features/stations/stationDrafts.ts';
import { loadDrafts } from '../lib/drafts/draftStore.ts';
import { configureDraftSender, startDraftSender } from '../lib/drafts/draftSender.ts';
import { loadAdds } from '../lib/drafts/addStore.ts';
import { configureAddSender, startAddSender } from '../lib/drafts/addSender.ts';
import { allKeptTexts, loadKeptTexts } from '../lib/collab/keptTexts.ts';
import { loadUntilLoaded } from '../lib/loading/loadUntilLoaded.ts';

/**
 * Saves in the background what this person changed, on any record, open or not: the drafts of scalar fields,
 * the shared text and the records added (an NCR's actions) kept on this device, as soon as the network and the
 * session allow.
 */
export function useBackgroundSaving(user: string | undefined): void {
  useEffect(() => {
    registerStationDrafts();
    registerIssueDrafts();
    registerActionDrafts();
    startDraftSender();
    startAddSender();
    void loadDrafts();
    void loadAdds();
  }, []);

  useEffect(() => {
    configureDraftSender({ user: user ?? null, report: notifyError });
    configureAddSender({ user: user ?? null, report: notifyError });
    if (!user) return;
    // Yjs loads only where shared text waits: the first screen stays small.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadKeptTexts().then(async () => {
      if (!allKeptTexts().some(([key, kept]) => key.startsWith(`${user}/`) && kept.pending.length > 0)) return;
      const { startKeptTextSync } = await loadUntilLoaded(() => import('../lib/collab/collabConnection.ts'));
      if (!cancelled) stop = startKeptTextSync(user);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [user]);
}
