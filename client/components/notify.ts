import { notifications } from '@mantine/notifications';

/** The same error text is shown at most once in this period (an autosave retried every ~2 s fails alike). */
const REPEAT_QUIET_MS = 15_000;
const lastShown = new Map<string, number>();

/** In-page error notification (SPEC §8 texts), instead of a browser alert. */
export function notifyError(message: string): void {
  const now = Date.now();
  if (now - (lastShown.get(message) ?? 0) < REPEAT_QUIET_MS) return;
  lastShown.set(message, now);
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 8000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 3000 });
}
