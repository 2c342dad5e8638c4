import { describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE } from '../../../../shared/constants.ts';
import type { Action, Issue } from '../../../../shared/records.ts';
import { eightDReport, historyActors } from './eightDReport.ts';

const issue = { owner: 'Anna Berger', closedBy: 'jonas', effBy: 'carla', actDue: [] } as unknown as Issue;
let aid = 0;
const action = (type: number, fields: Partial<Action> = {}) => ({
  aid: ++aid, iid: 1, type, descr: `Action ${aid}`, owner: '', due: '1979-01-01', status: ACTION_STATUS.Open, showCust: false, verifiedBy: '', ...fields,
}) as Action;
const people: Record<string, string> = { jonas: 'Jonas Weber', carla: 'Carla Ruiz', anna: 'Anna Berger' };
const personOf = (account: string) => people[account] ?? account;

describe('eightDReport', () => {
  it('puts each action under its discipline, in the order they were added', () => {
    const actions = [action(ACTION_TYPE.Corrective), action(ACTION_TYPE.Containment), action(ACTION_TYPE.Preventive), action(ACTION_TYPE.Correction),
      action(ACTION_TYPE.Containment)];
    const report = eightDReport({ issue, actions, editors: [], personOf });
    expect(report.containment.map((a) => a.aid)).toEqual([actions[1]!.aid, actions[4]!.aid]);
    expect(report.correction).toEqual([actions[3]]);
    expect(report.corrective).toEqual([actions[0]]);
    expect(report.preventive).toEqual([actions[2]]);
  });

  it('makes the team of the assignee, the action owners and verifiers, who closed and reviewed, and who edited, each once', () => {
    const actions = [
      action(ACTION_TYPE.Containment, { owner: 'Jonas Weber', verifiedBy: 'Anna Berger' }),
      action(ACTION_TYPE.Corrective, { owner: 'Jonas Weber' }),
      action(ACTION_TYPE.Preventive, { owner: 'Dora Lind' }),
    ];
    const report = eightDReport({ issue, actions, editors: ['anna', 'tester', 'jonas'], personOf });
    expect(report.team).toEqual([
      { name: 'Anna Berger', roles: ['Assignee', 'Verified actions', 'Edited'] },
      { name: 'Jonas Weber', roles: ['Action owner', 'Closed the NCR', 'Edited'] },
      { name: 'Dora Lind', roles: ['Action owner'] },
      { name: 'Carla Ruiz', roles: ['Reviewed effectiveness'] },
      { name: 'tester', roles: ['Edited'] },
    ]);
  });

  it("lists a history's actors once, oldest first", () => {
    expect(historyActors([{ actor: 'b' }, { actor: 'a' }, { actor: 'b' }, { actor: 'c' }])).toEqual(['c', 'b', 'a']);
  });
});
