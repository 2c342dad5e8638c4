import type { TooltipProps } from '@mantine/core';
import { later } from '../lib/loading/later.tsx';

/** A tooltip on the first screen (the header's): its target alone until Mantine's Tooltip has loaded after it. */
export const LaterTooltip = later<TooltipProps>(async () => (await import('./LaterTooltipLoaded.tsx')).LaterTooltipLoaded, ({ children }) => children);
