import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { notifyError } from '../../components/notify.ts';
import { IssueEditor } from './IssueEditor.tsx';

/** /ncr/issue?iid=N: the issue editor, keyed by iid so another iid remounts it and flushes the old one. */
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

  return valid ? <IssueEditor key={iid} iid={iid} /> : null;
}
