// The 8D report of an NCR (issue 36), drawn from its fields, its actions, its station's products and its history:
// nothing in it is typed twice. Pure, so that what goes into each discipline is tested apart from the screen.
import { ACTION_TYPE, type ActionType } from '../../../../shared/constants.ts';
import type { Action, Issue } from '../../../../shared/records.ts';

/** A member of the team (D1): a person, and what they did on this NCR. */
export interface TeamMember { name: string; roles: string[] }

export interface EightDReport {
  team: TeamMember[];
  /** D3. */
  containment: Action[];
  /** D5/D6: the corrections (fixing this one) and the corrective actions (removing the cause). */
  correction: Action[];
  corrective: Action[];
  /** D7. */
  preventive: Action[];
}

export interface EightDSources {
  issue: Issue;
  actions: readonly Action[];
  /** Accounts that changed the NCR or its actions (its history's actors). */
  editors: readonly string[];
  /** The person an account is (personOf): names are shown as people. */
  personOf: (account: string) => string;
}

const ofType = (actions: readonly Action[], type: ActionType) => actions.filter((action) => action.type === type);

/**
 * The team (D1): the assignee first, then the action owners, then who verified, closed, reviewed or edited, each
 * person once with everything they did, in that order.
 */
export function eightDTeam({ issue, actions, editors, personOf }: EightDSources): TeamMember[] {
  const team = new Map<string, string[]>();
  const add = (name: string, role: string) => {
    if (!name.trim()) return;
    const roles = team.get(name) ?? [];
    if (!roles.includes(role)) roles.push(role);
    team.set(name, roles);
  };
  add(issue.owner, 'Assignee');
  for (const action of actions) add(action.owner, 'Action owner');
  for (const action of actions) add(action.verifiedBy, 'Verified actions');
  if (issue.closedBy) add(personOf(issue.closedBy), 'Closed the NCR');
  if (issue.effBy) add(personOf(issue.effBy), 'Reviewed effectiveness');
  for (const editor of editors) add(personOf(editor), 'Edited');
  return [...team].map(([name, roles]) => ({ name, roles }));
}

export function eightDReport(sources: EightDSources): EightDReport {
  const { actions } = sources;
  return {
    team: eightDTeam(sources),
    containment: ofType(actions, ACTION_TYPE.Containment),
    correction: ofType(actions, ACTION_TYPE.Correction),
    corrective: ofType(actions, ACTION_TYPE.Corrective),
    preventive: ofType(actions, ACTION_TYPE.Preventive),
  };
}

/** The accounts in a history's entries, each once, oldest first. */
export function historyActors(entries: readonly { actor: string }[]): string[] {
  return [...new Set([...entries].reverse().map((entry) => entry.actor))];
}
