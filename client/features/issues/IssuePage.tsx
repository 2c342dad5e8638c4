import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { notifyError } from '../../components/notify.ts';
import { IssueEditor } from './IssueEditor.tsx';

/** The NCR's 8D report (?view=8d), its code loaded only when it is opened. */
const EightDView = lazy(async () => ({ default: (await import('./eightD/EightDView.tsx')).EightDView }));
export const EIGHT_D_VIEW = '8d';

/**
 * /ncr/issue?iid=N: the issue editor, keyed by iid so another iid remounts it and flushes the old one;
 * /ncr/issue?iid=N&view=8d: the NCR as its 8D report (the editor's "8D report" button).
 */
export function IssuePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const iid = Number(params.get('iid'));
  const valid = Number.isInteger(iid) && iid > 0;

  useEffect(() => {
    if (valid) return;
    notifyError('Issue not found');
    void navigate(paths.issues, { replace: true });
  }, [valid, navigate]);

  if (!valid) return null;
  if (params.get('view') === EIGHT_D_VIEW) {
    return <Suspense fallback={<Center py="xl"><Loader aria-label="Loading the 8D report" /></Center>}><EightDView key={iid} iid={iid} /></Suspense>;
  }
  return <IssueEditor key={iid} iid={iid} />;
}
