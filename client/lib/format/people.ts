// People are shown by their person name (as the header shows the signed-in one); an account that is no person
// of the people list, or one not known (yet), by its account name.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Account } from '../../../shared/records.ts';
import { apiPost } from '../api/http.ts';
import { queryKeys } from '../api/queryKeys.ts';

/**
 * Every account with the person it is (staff only): the Activity page's person filter, and names everywhere.
 * Not `enabled`, it is not fetched (what is cached is still read).
 */
export function useAccounts(enabled = true) {
  return useQuery({
    queryKey: queryKeys.accounts,
    queryFn: async () => (await apiPost('accounts', {})).accounts,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The person an account is, by name; the account name when it is no person or not in `accounts`. */
export function personOf(account: string, accounts: readonly Account[] | undefined): string {
  return accounts?.find((candidate) => candidate.name === account)?.person || account;
}

/** personOf with the accounts loaded (when `enabled`, see useAccounts): `name(modBy)`. */
export function usePersonName(enabled = true): (account: string) => string {
  const accounts = useAccounts(enabled).data;
  return useCallback((account: string) => personOf(account, accounts), [accounts]);
}
