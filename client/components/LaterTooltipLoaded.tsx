import { Tooltip, type TooltipProps } from '@mantine/core';
import type { LoadedProps } from '../lib/loading/later.tsx';

/** Mantine's Tooltip in a module of the app's own, for LaterTooltip.tsx to load after the first screen. */
export function LaterTooltipLoaded({ reached: _reached, ...props }: TooltipProps & LoadedProps) {
  return <Tooltip {...props} />;
}
