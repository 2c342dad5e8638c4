// Issue (NCR) queries and mutations: the one place the issues feature talks to the server.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { summarizeIssue } from '../../../shared/issueSummary.ts';
import type { Attachment, Issue, IssueSummary } from '../../../shared/records.ts';
import { recordName } from '../../../shared/recordNames.ts';
import { forgetRecordDrafts } from '../../lib/drafts/draftStore.ts';
import { apiPost, apiUpload } from '../../lib/api/http.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';
import type { SaveOptions } from '../../lib/drafts/draftKinds.ts';

const issuesQuery = queryOptions({
  queryKey: queryKeys.issues,
  queryFn: async () => (await apiPost('issues', {})).issues,
});

export function useIssues() {
  return useQuery(issuesQuery);
}

/** Starts loading the NCR list beside the NCR list's code (its route's loader, router.tsx). */
export function prefetchIssues(): void {
  void queryClient.prefetchQuery(issuesQuery);
}

export function useIssue(iid: number) {
  return useQuery({
    queryKey: queryKeys.issue(iid),
    queryFn: async () => (await apiPost('issue', { iid })).issue,
    enabled: iid > 0,
    retry: false,
  });
}

export type IssueChanges = Partial<Issue>;

export async function saveIssue(iid: number, changes: IssueChanges, modif: string, options: SaveOptions = {}): Promise<Issue> {
  return (await apiPost('updateIssue', { ...changes, iid, modif }, options)).issue;
}

/** Puts a saved issue into the cache of its detail and the list, and refreshes what derives from it. */
export function storeIssue(client: QueryClient, issue: Issue): void {
  client.setQueryData(queryKeys.issue(issue.iid), issue);
  client.setQueryData<IssueSummary[]>(queryKeys.issues, (list) => list?.map((item) => (item.iid === issue.iid ? summarizeIssue(issue) : item)));
  void client.invalidateQueries({ queryKey: queryKeys.station(issue.sid) });
  void client.invalidateQueries({ queryKey: queryKeys.stations }); // its NCR flag follows the open issues
  void client.invalidateQueries({ queryKey: queryKeys.stats });
}

export function useAddIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { station: number; prod: string }) => (await apiPost('addIssue', input)).result,
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
    mutationFn: (issue: Issue) => apiPost('removeIssue', { iid: issue.iid }),
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

/** An NCR's attachments, oldest first; kept live by the 'issue:attachments' event of its room. */
export function useAttachments(iid: number) {
  return useQuery({
    queryKey: queryKeys.attachments(iid),
    queryFn: async () => (await apiPost('attachments', { iid })).attachments,
    enabled: iid > 0,
  });
}

/** Uploads one file to an NCR, reporting progress in percent; the new attachment joins the cached list. */
export async function uploadAttachment(client: QueryClient, iid: number, file: File, onProgress: (percent: number) => void): Promise<Attachment> {
  const { attachment } = await apiUpload('attachment', iid, file, onProgress);
  client.setQueryData<Attachment[]>(queryKeys.attachments(iid), (list) =>
    list && !list.some((item) => item.id === attachment.id) ? [...list, attachment] : list);
  return attachment;
}

export function useRemoveAttachment(iid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost('removeAttachment', { id }),
    onSuccess: (_result, id) => client.setQueryData<Attachment[]>(queryKeys.attachments(iid), (list) => list?.filter((item) => item.id !== id)),
  });
}
