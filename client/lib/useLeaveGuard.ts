import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { Draft } from './useDraft.ts';

/**
 * Leaving a page with unsaved changes saves them first; when that fails, the user chooses to stay or to leave
 * without them (SPEC §4: nothing typed is lost by navigating away).
 */
export function useLeaveGuard(draft: Pick<Draft<unknown>, 'dirty' | 'flush'>): void {
  const blocker = useBlocker(draft.dirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void draft.flush().then((saved) => {
      if (saved || window.confirm('Your changes could not be saved. Leave this page anyway?')) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, draft]);
}
