// The notifications and the modals' manager are no part of the first screen (client/app/LateWidgets.tsx): their
// code loads after it (afterFirstScreen.ts), or at once when something wants to show one before then.
import { useStoreInTransition } from './useStoreInTransition.ts';

let wanted = false;
const listeners = new Set<() => void>();
let mounted: () => void;
const ready = new Promise<void>((resolve) => { mounted = resolve; });

/** Loads the widgets now (a notification or a modal is to be shown); resolves once they are mounted. */
export function lateWidgets(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

const subscribeWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};
const isWanted = (): boolean => wanted;

/** Whether the widgets were asked for (LateWidgets.tsx mounts them then). */
export function useLateWidgetsWanted(): boolean {
  return useStoreInTransition(subscribeWanted, isWanted);
}

/** Called by the widgets once mounted: from then on they hear modals.open and show notifications. */
export function reportLateWidgetsMounted(): void {
  mounted();
}
