// Select options and looks of the actions' screens, from the shared labels.
import {
  ACTION_STATUS, ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, EFFECTIVENESS_LABELS, ROOT_CAUSE_LABELS, ROOT_CAUSE_METHOD_LABELS,
  type ActionStatus,
} from '../../../../shared/constants.ts';
import type { Option } from '../issueOptions.ts';

const optionsOf = (labels: Record<number, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const actionTypeOptions = optionsOf(ACTION_TYPE_LABELS);
export const rootCauseOptions = optionsOf(ROOT_CAUSE_LABELS);
export const rootCauseMethodOptions = optionsOf(ROOT_CAUSE_METHOD_LABELS);
export const effectivenessOptions = optionsOf(EFFECTIVENESS_LABELS);

/** An action status's badge colour (its label is always written beside it: never the colour alone). */
export const ACTION_STATUS_COLORS: Record<ActionStatus, string> = {
  [ACTION_STATUS.Open]: 'blue', [ACTION_STATUS.Done]: 'cyan', [ACTION_STATUS.Verified]: 'teal', [ACTION_STATUS.Cancelled]: 'gray',
};

export const actionStatusLabel = (status: ActionStatus): string => ACTION_STATUS_LABELS[status] ?? String(status);
