import { useEffect } from 'react';
import { onDeviceDataForgotten } from '../../lib/offline/forgetDeviceData.ts';

/**
 * Another tab of this browser signed out, or someone else signed in there: this tab loads again, which shows the
 * login page (the server sends it there without a session) or the page as whoever signed in, and none of the
 * data it held (onDeviceDataForgotten has let go of what this tab kept). Edits not saved stay on the device.
 */
export function useOtherTabsSignOut(): void {
  useEffect(() => onDeviceDataForgotten(() => window.location.reload()), []);
}
