import { api } from '../../shared/api.ts';
import { addIssue } from '../commands/addIssue.ts';
import { removeIssue } from '../commands/removeIssue.ts';
import { updateIssue } from '../commands/updateIssue.ts';
import { notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { presentIssue, presentIssueSummary } from '../presenters/issue.ts';
import { findIssue, listIssues } from '../repositories/issues.ts';
import { listPeople } from '../repositories/people.ts';
import type { AppContext } from './context.ts';
import { read, write } from './endpoint.ts';

export function issueCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql } = ctx;

  read(calls, api.issues, async () => ({ issues: (await listIssues(sql)).map(presentIssueSummary) }));

  read(calls, api.issue, async ({ iid }) => {
    const issue = await findIssue(sql, iid);
    if (!issue) throw notFound(`Issue ${iid} not found`);
    return { issue: presentIssue(issue) };
  });

  write(calls, ctx, api.addIssue, async (w, body) => ({ result: await addIssue(w, body) }));

  write(calls, ctx, api.updateIssue, async (w, body) => ({ issue: await updateIssue(w, body) }));

  write(calls, ctx, api.removeIssue, async (w, { iid }) => {
    await removeIssue(w, iid);
    return {};
  });

  read(calls, api.people, async () => ({ people: await listPeople(sql) }));

}
