import { Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ActionDue } from '../../../shared/lists/actionList.ts';
import { DayInput } from '../../components/DayInput.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { CUSTOM_DUE, type Option } from './actionsView.ts';

interface DueRangeProps {
  options: Option[];
  value: string;
  due: ActionDue;
  icon: ReactNode;
  /** A choice of the select other than a range of days. */
  onChoose: (value: string) => void;
  /** A range of days: either end may be open (null). */
  onRange: (from: string | null, to: string | null) => void;
}


/** The due filter: a choice (overdue, within N days, …), or 'Due between…' and its two days. */
export function DueRange({ options, value, due, icon, onChoose, onRange }: DueRangeProps) {
  const [custom, setCustom] = useState(false);
  const range = due.kind === 'range' ? due : null;
  const shown = custom || range !== null;
  return (
    <>
      <FilterSelect label="Due" data={options} value={shown ? CUSTOM_DUE : value} icon={icon}
        onChange={(next) => {
          setCustom(next === CUSTOM_DUE);
          onChoose(next);
        }} />
      {shown && (
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 280px', gridColumn: '1 / -1' }} maw={{ sm: 340 }}>
          <DayInput label="Due from" value={range?.from ?? undefined} max={range?.to ?? undefined} onChange={(from) => onRange(from ?? null, range?.to ?? null)} />
          <DayInput label="Due to" value={range?.to ?? undefined} min={range?.from ?? undefined} onChange={(to) => onRange(range?.from ?? null, to ?? null)} />
        </Group>
      )}
    </>
  );
}
