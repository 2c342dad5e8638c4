import { createTheme } from '@mantine/core';

/** The app's look. Its colours that carry text are made readable (WCAG AA) by readableColors.ts. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  // A ring on keyboard focus only (:focus-visible), in the readable primary colour: every Mantine control shows it.
  focusRing: 'auto',
  // A dialog's close button is an icon: it needs a name for screen readers (axe: button-name). Plain objects, not
  // Modal.extend(): that would put the Modal and Drawer components in the first screen's code.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A select's options are rendered when its dropdown opens, not kept mounted (hidden) from the start: a station
    // screen has a dozen selects, and their hidden dropdowns were rendered and positioned before it could show.
    Combobox: { defaultProps: { keepMounted: false } },
    // A loader is a status: its name ("Loading stations") is read out, which a role-less span's aria-label is not
    // (axe: aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } },
  },
});
