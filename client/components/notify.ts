import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { lateWidgets } from '../lib/loading/lateWidgets.ts';
import { NotificationAction } from './NotificationAction.tsx';

/** Shows a notification: Mantine's store keeps it until the notifications, loaded now if not yet, show it. */
function show(notification: Parameters<typeof notifications.show>[0]): void {
  void lateWidgets();
  notifications.show(notification);
}

/** The same error text is shown at most once in this period (an autosave retried every ~2 s fails alike). */
const REPEAT_QUIET_MS = 15_000;
const lastShown = new Map<string, number>();

/** In-page error notification (SPEC §8 texts), instead of a browser alert. */
export function notifyError(message: string): void {
  const now = Date.now();
  if (now - (lastShown.get(message) ?? 0) < REPEAT_QUIET_MS) return;
  lastShown.set(message, now);
  show({ color: 'red', title: 'Error', message, autoClose: 8000 });
}

/** A confirmation, read out politely (role status: it waits for the screen reader to finish). */
export function notifySuccess(message: string): void {
  show({ color: 'teal', message, autoClose: 3000, role: 'status' });
}

const ACTION_CLOSE_MS = 10_000;
let actionCount = 0;

/**
 * A confirmation with one action, e.g. "Product … removed" with Undo. What was acted on has gone, and the focus
 * with it: the focus goes to the action, and the notification stays while the focus is in it, so that it can be
 * reached and used with the keyboard alone.
 */
export function notifyWithAction(message: string, action: { label: string; run: () => void }): void {
  actionCount += 1;
  const id = `notify-action-${actionCount}`;
  const buttonId = `${id}-button`;
  const onClick = () => {
    notifications.hide(id);
    action.run();
  };
  const shown = { id, color: 'blue', role: 'status', message: createElement(NotificationAction, { id: buttonId, message, label: action.label, onClick }) };
  show({
    ...shown, autoClose: ACTION_CLOSE_MS,
    onOpen: () => document.getElementById(buttonId)?.focus(),
    onFocusCapture: () => notifications.update({ ...shown, autoClose: false }),
    onBlurCapture: () => notifications.update({ ...shown, autoClose: ACTION_CLOSE_MS }),
  });
}
