import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { usePainted } from '../lib/loading/afterNextPaint.ts';
import { formatClock, toMoment } from '../lib/format/dateTime.ts';
import { usePersonName } from '../lib/format/people.ts';

interface LiveChangeAnnouncerProps {
  /** What the record is, as said: 'station', 'NCR'. */
  what: string;
  /** The saved record's last change: when and by which account. */
  modif: string;
  modBy: string;
  /** This user's account: their own saves are not announced. */
  me: string | undefined;
}

/**
 * A polite live region for the record on screen: its fields update live when someone else saves, which a screen
 * reader would not notice. It says who changed it, once per save (the time keeps each one distinct).
 */
export function LiveChangeAnnouncer({ what, modif, modBy, me }: LiveChangeAnnouncerProps) {
  // The names are wanted when someone else saves, not for the screen's first paint: asked for after it.
  const personName = usePersonName(usePainted());
  const [opened] = useState(modif);
  const moment = toMoment(modif);
  const said = modif !== opened && modBy && modBy !== me && moment ? `${personName(modBy)} changed this ${what} (${formatClock(moment)})` : '';
  return <VisuallyHidden role="status" data-testid="live-change">{said}</VisuallyHidden>;
}
