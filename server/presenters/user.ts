import type { User } from '../../shared/records.ts';

/** An account as the client sees it: its name and the person of the people list it is ('' for none). */
export function presentUser(user: { name: string; person: string | null }): User {
  return { name: user.name, person: user.person ?? '' };
}
