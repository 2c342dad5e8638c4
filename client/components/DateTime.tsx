import { Tooltip } from '@mantine/core';
import { formatClock, formatExact, formatRelative, toMoment } from '../lib/format/dateTime.ts';
import { useNow } from '../lib/format/useNow.ts';
import { EmptyValue } from './EmptyValue.tsx';

interface DateTimeProps {
  value: Date | string | null | undefined;
  /**
   * relative: 'just now', '5 minutes ago', 'yesterday 2:02 PM', older by date (the default); clock: the time of
   * day to the second, for 'Updated …' lines.
   */
  format?: 'relative' | 'clock';
}

/** The exact date and time: rendered when the tooltip opens (the locale's first date formatter is slow to make). */
function ExactMoment({ moment }: { moment: Date }) {
  return formatExact(moment);
}

/**
 * A moment, in the reader's locale, with the exact date and time on hover, as a <time> element for machines
 * and screen readers. Tabular digits, so that a time ticking live does not shift what follows it.
 */
export function DateTime({ value, format = 'relative' }: DateTimeProps) {
  const now = useNow(format === 'relative');
  const moment = toMoment(value);
  if (!moment) return <EmptyValue />;
  return (
    <Tooltip label={<ExactMoment moment={moment} />} openDelay={300} withArrow>
      <time dateTime={moment.toISOString()} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {format === 'relative' ? formatRelative(moment, now) : formatClock(moment)}
      </time>
    </Tooltip>
  );
}
