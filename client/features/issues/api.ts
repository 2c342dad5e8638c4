// Issue (NCR) queries and mutations: the one place the issues feature talks to the server.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Issue, IssueSummary } from '../../../shared/records.ts';
import { recordName } from '../../../shared/recordNames.ts';
import { forgetRecordDrafts } from '../../lib/drafts/draftStore.ts';
import { apiPost } from '../../lib/http.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import type { SaveOptions } from '../../lib/drafts/draftSender.ts';

export function useIssues() {
  return useQuery({
    queryKey: queryKeys.issues,
    queryFn: async () => (await apiPost<{ issues: IssueSummary[] }>('issues')).issues,
  });
}

export function useIssue(iid: number) {
  return useQuery({
    queryKey: queryKeys.issue(iid),
    queryFn: async () => (await apiPost<{ issue: Issue }>('issue', { iid })).issue,
    enabled: iid > 0,
    retry: false,
  });
}

export type IssueChanges = Partial<Issue>;

export async function saveIssue(iid: number, changes: IssueChanges, modif: string, options: SaveOptions = {}): Promise<Issue> {
  return (await apiPost<{ issue: Issue }>('updissue', { ...changes, iid, modif }, options)).issue;
}

/** Puts a saved issue into the cache of its detail and the list, and refreshes what derives from it. */
export function storeIssue(client: QueryClient, issue: Issue): void {
  client.setQueryData(queryKeys.issue(issue.iid), issue);
  client.setQueryData<IssueSummary[]>(queryKeys.issues, (list) => list?.map((item) => (item.iid === issue.iid ? {
    ...item, snid: issue.snid, prod: issue.product, status: issue.status, statc: issue.statusC, assTo: issue.owner,
    rep: issue.reported, close: issue.closed,
  } : item)));
  void client.invalidateQueries({ queryKey: queryKeys.station(issue.sid) });
  void client.invalidateQueries({ queryKey: queryKeys.stations }); // its NCR flag follows the open issues
  void client.invalidateQueries({ queryKey: queryKeys.stats });
}

export function useAddIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { station: number; prod: string }) => (await apiPost<{ result: number }>('addissue', input)).result,
    onSuccess: (_iid, input) => {
      void client.invalidateQueries({ queryKey: queryKeys.issues });
      void client.invalidateQueries({ queryKey: queryKeys.stats });
      void client.invalidateQueries({ queryKey: queryKeys.station(input.station) });
      void client.invalidateQueries({ queryKey: queryKeys.stations });
    },
  });
}

export function useRemoveIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (issue: Issue) => apiPost<object>('rmissue', { iid: issue.iid }),
    onSuccess: (_result, issue) => {
      forgetRecordDrafts(recordName('issue', issue.iid)); // nothing left to save it to
      client.removeQueries({ queryKey: queryKeys.issue(issue.iid) });
      client.setQueryData<IssueSummary[]>(queryKeys.issues, (list) => list?.filter((i) => i.iid !== issue.iid));
      void client.invalidateQueries({ queryKey: queryKeys.station(issue.sid) });
      void client.invalidateQueries({ queryKey: queryKeys.stations });
      void client.invalidateQueries({ queryKey: queryKeys.stats });
    },
  });
}
