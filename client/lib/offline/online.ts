// Whether the browser has a network, as TanStack Query sees it (the online and offline events).
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// TanStack Query assumes online until an event says otherwise: a page loaded offline (from the service worker)
// would think it is online.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

export const isOnline = (): boolean => onlineManager.isOnline();

/** Calls `listener` with every change of the network state; returns how to stop. */
export const onOnlineChange = (listener: (online: boolean) => void): (() => void) => onlineManager.subscribe(listener);

export function useOnline(): boolean {
  return useSyncExternalStore((listener) => onlineManager.subscribe(listener), isOnline);
}

/** The message for what cannot work without the network (adding, deleting, uploading). */
export const NEEDS_NETWORK = 'You are offline: this needs the network.';
