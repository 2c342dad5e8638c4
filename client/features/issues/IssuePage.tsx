import { Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { notifyError } from '../../components/notify.ts';
import { trackPending } from '../../lib/loading/afterFirstScreen.ts';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';
import { useIssue } from './api.ts';
import { IssueHeading } from './IssueHeading.tsx';

// The page's first load is this file and the heading: the editor (its fields, zod's checks, Yjs, the attachments,
// the sections under them) loads beside the issue's data, as the screen's code (afterFirstScreen.ts), and shows
// once both are there. Keep it so: see README.md, Performance, on the NCR page's budget.
const IssueEditor = lazyAtOnce(async () => (await trackPending(import('./IssueEditor.tsx'))).IssueEditor);

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
  return (
    <SuspenseAtOnce key={iid} fallback={<IssueLoading iid={iid} />}>
      <IssueEditor iid={iid} />
    </SuspenseAtOnce>
  );
}

/**
 * While the editor's code loads: the issue's heading as saved, once its data is here (the page's largest text, so
 * it paints without waiting for the editor), or a loader. The editor shows the same heading until its draft is read.
 */
function IssueLoading({ iid }: { iid: number }) {
  const issue = useIssue(iid);
  useDocumentTitle(issue.data?.snid ?? 'NCR');
  if (!issue.data) return <Center py="xl"><Loader aria-label="Loading issue" /></Center>;
  return (
    <Stack gap="md">
      <IssueHeading snid={issue.data.snid} status={issue.data.status} />
    </Stack>
  );
}
