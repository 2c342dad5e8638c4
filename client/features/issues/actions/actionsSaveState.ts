// What of an NCR's actions is not on the server, for the NCR's one save state (its badge, tab title and leave
// guard: lib/drafts/useSaveState.ts): their drafts, their shared text not yet stored, and actions added on this
// device and not yet sent, each field labelled as the NCR's screen names it.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { ACTION_LABELS } from '../../../../shared/issueLabels.ts';
import { recordName } from '../../../../shared/recordNames.ts';
import { keptKey, keptText, subscribeKeptTexts, type KeptText } from '../../../lib/collab/keptTexts.ts';
import { addsTo, subscribeAdds, type PendingAdd } from '../../../lib/drafts/addStore.ts';
import { flushAdds, isAdding, subscribeAddSender } from '../../../lib/drafts/addSender.ts';
import { flushDraft, isSaving, subscribeSender } from '../../../lib/drafts/draftSender.ts';
import { getDraft, subscribeDrafts, type RecordDraft } from '../../../lib/drafts/draftStore.ts';
import type { PartsSaveInput } from '../../../lib/drafts/useSaveState.ts';

/** What the NCR's actions have on this device, per action, and the adds to it not yet sent. */
export interface ActionsOnDevice {
  actions: { aid: number; draft?: RecordDraft; kept?: KeptText; saving: boolean }[];
  adds: { add: PendingAdd; sending: boolean }[];
}

const label = (aid: number, field: string) => `Action ${aid} · ${(ACTION_LABELS as Record<string, string>)[field] ?? field}`;

/** The actions' part of the NCR's save state. */
export function actionsSaveInput({ actions, adds }: ActionsOnDevice): PartsSaveInput {
  const pending: string[] = [];
  const invalid: string[] = [];
  let refused: string | null = null;
  let saving = false;
  for (const { aid, draft, kept, saving: underWay } of actions) {
    if (draft) {
      pending.push(...Object.keys(draft.changes).map((field) => label(aid, field)));
      invalid.push(...Object.keys(draft.invalid).map((field) => label(aid, field)));
      if (draft.refused) refused ??= `Action ${aid}: ${draft.refused}`;
    }
    pending.push(...(kept?.pending ?? []).map((field) => label(aid, field)));
    saving ||= underWay || (kept?.pending.length ?? 0) > 0;
  }
  for (const { add, sending } of adds) {
    if (add.refused) refused ??= `New action: ${add.refused}`;
    else pending.push(`New action ${add.key}`);
    saving ||= sending;
  }
  return { pending, invalid, refused, saving };
}

const subscribe = (listener: () => void) => {
  const stops = [subscribeDrafts(listener), subscribeKeptTexts(listener), subscribeAdds(listener), subscribeSender(listener), subscribeAddSender(listener)];
  return () => { for (const stop of stops) stop(); };
};

const NOTHING: PartsSaveInput = { pending: [], invalid: [], refused: null, saving: false };

/**
 * The save state's part of the NCR `iid`'s actions (`aids`: those it has) as `user` edits them, and how to save
 * all of it now (leaving the page).
 */
export function useActionsSaveState(iid: number, aids: readonly number[], user: string | undefined): { parts: PartsSaveInput; flush: () => Promise<boolean> } {
  const key = aids.join(',');
  const snapshot = useSyncExternalStore(subscribe, () => {
    if (!user) return '';
    const actions = (key ? key.split(',').map(Number) : []).map((aid) => {
      const name = recordName('action', aid);
      return { aid, draft: getDraft(user, name), kept: keptText(keptKey(user, name)), saving: isSaving(name) };
    });
    const adds = addsTo(user, recordName('issue', iid)).map((add) => ({ add, sending: isAdding(add.key) }));
    return JSON.stringify(actionsSaveInput({ actions, adds }));
  });
  const parts = useMemo(() => (snapshot ? JSON.parse(snapshot) as PartsSaveInput : NOTHING), [snapshot]);
  const flush = useCallback(async () => {
    const names = (key ? key.split(',').map(Number) : []).map((aid) => recordName('action', aid));
    const done = await Promise.all([...names.map((name) => flushDraft(name)), flushAdds(recordName('issue', iid))]);
    return done.every(Boolean);
  }, [iid, key]);
  return { parts, flush };
}
