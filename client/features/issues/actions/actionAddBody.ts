import type { ActionType } from '../../../../shared/constants.ts';
import { isNotSetDate, parseDateOnly } from '../../../../shared/dates.ts';
import type { ActionAdd } from './actionsApi.ts';

/** The add call's body from the form: only what was given. */
export function actionAddBody(iid: number, form: { type: ActionType; owner: string; due: string; descr: string; showCust: boolean }): ActionAdd {
  const due = isNotSetDate(form.due) ? null : parseDateOnly(form.due);
  return {
    iid,
    type: form.type,
    ...(form.owner ? { owner: form.owner } : {}),
    ...(due ? { due } : {}),
    ...(form.descr.trim() ? { descr: form.descr } : {}),
    ...(form.showCust ? { showCust: true } : {}),
  };
}
