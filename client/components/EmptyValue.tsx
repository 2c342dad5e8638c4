import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../lib/format/emptyValue.ts';

/** An empty cell or value: a dash to the eye, 'not set' to a screen reader. */
export function EmptyValue({ label = 'not set' }: { label?: string }) {
  return (
    <>
      <span aria-hidden data-empty>{EMPTY_VALUE}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/** The value, or EmptyValue when there is none ('' or null). */
export function orEmpty(value: ReactNode): ReactNode {
  return value === '' || value == null ? <EmptyValue /> : value;
}
