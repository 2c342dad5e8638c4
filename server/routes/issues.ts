import { Router } from 'express';
import { emptyBody } from '../../shared/schemas/common.ts';
import { addIssueBody, iidBody, updateIssueBody } from '../../shared/schemas/issue.ts';
import { addIssue } from '../commands/addIssue.ts';
import { removeIssue } from '../commands/removeIssue.ts';
import { updateIssue } from '../commands/updateIssue.ts';
import type { AppContext } from '../http/context.ts';
import { post } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { presentIssue, presentIssueSummary } from '../presenters/issue.ts';
import { findIssue, listIssues } from '../repositories/issues.ts';
import { listPeople } from '../repositories/people.ts';

export function issueRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;

  post(router, ctx, '/issues', emptyBody, async () => ({ issues: (await listIssues(sql)).map(presentIssueSummary) }), { kiosk: 'read' });

  post(router, ctx, '/issue', iidBody, async ({ iid }) => {
    const issue = await findIssue(sql, iid);
    if (!issue) throw notFound(`Issue ${iid} not found`);
    return { issue: presentIssue(issue) };
  });

  post(router, ctx, '/addissue', addIssueBody, async (body, command) => ({ result: await addIssue(command, body) }));

  post(router, ctx, '/updissue', updateIssueBody, async (body, command) => ({ issue: await updateIssue(command, body) }));

  post(router, ctx, '/rmissue', iidBody, async ({ iid }, command) => {
    await removeIssue(command, iid);
    return {};
  });

  post(router, ctx, '/people', emptyBody, async () => ({ people: await listPeople(sql) }));

  return router;
}
