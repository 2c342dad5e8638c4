import { createTheme } from '@mantine/core';

/** The app's look. Its colours that carry text are made readable (WCAG AA) by readableColors.ts. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  // A ring on keyboard focus only (:focus-visible), in the readable primary colour: every Mantine control shows it.
  focusRing: 'auto',
});
