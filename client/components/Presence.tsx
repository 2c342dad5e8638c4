import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import type { Viewer } from '../../shared/realtime.ts';
import classes from './Presence.module.css';
import { LaterTooltip } from './LaterTooltip.tsx';
import { presenceFieldText } from '../lib/live/presenceFields.ts';

const initials = (name: string) => name.split(/\s+/).map((part) => part[0] ?? '').join('').slice(0, 2).toUpperCase();

/** Who else is looking at this record: initials in the header, the field they are in on hover. */
export function PresenceAvatars({ viewers }: { viewers: Viewer[] }) {
  if (viewers.length === 0) return null;
  return (
    <Avatar.Group spacing="sm" aria-label="Also viewing">
      {viewers.map((viewer) => (
        <LaterTooltip key={viewer.id} label={viewer.field ? `${viewer.name} is editing ${presenceFieldText(viewer.field)}` : `${viewer.name} is viewing`} withArrow>
          <Avatar size="sm" radius="xl" color="orange" variant="filled" data-testid="presence-avatar">{initials(viewer.name)}</Avatar>
        </LaterTooltip>
      ))}
    </Avatar.Group>
  );
}

/** The label text of a form control, without the required mark: how fields are named in presence. */
function fieldLabel(target: EventTarget | null): string | null {
  const label = target instanceof HTMLElement && 'labels' in target ? (target as HTMLInputElement).labels?.[0] : undefined;
  return label?.textContent?.replace(/\s*\*\s*$/, '').trim() || null;
}

/**
 * Tells the others which field this user is in (by its label), and marks the fields others are in with
 * "Name is editing" beside their label.
 */
export function PresenceScope({ viewers, setField, children }: {
  viewers: Viewer[];
  setField: (field: string | null) => void;
  children: ReactNode;
}) {
  const scope = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = scope.current;
    if (!root) return;
    const editing = new Map(viewers.filter((v) => v.field).map((v) => [v.field!, v.name]));
    // The mark goes on the field's wrapper, not in its label, so the field's accessible name stays the same.
    for (const label of root.querySelectorAll('label')) {
      const wrapper = label.parentElement;
      if (!wrapper) continue;
      const name = editing.get(fieldLabel(label.control) ?? '');
      if (name) wrapper.dataset.editing = `${name} is editing`;
      else delete wrapper.dataset.editing;
    }
  }, [viewers]);

  const onBlur = (event: FocusEvent) => {
    if (!scope.current?.contains(event.relatedTarget as Node | null)) setField(null);
  };

  return (
    <div ref={scope} className={classes.scope} onFocus={(event) => setField(fieldLabel(event.target))} onBlur={onBlur}>
      {children}
    </div>
  );
}
