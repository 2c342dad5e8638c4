import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { createExportSlots } from './exportSlots.ts';

const refusal = (take: () => unknown) => {
  try {
    take();
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, retryAfter: error.retryAfterSeconds } : error;
  }
  return 'taken';
};

describe('export slots', () => {
  it('lets one person run two at once and the process four, refusing beyond with when to try again', () => {
    const slots = createExportSlots(4, 2);
    const anna = [slots.take(1), slots.take(1)];
    expect(refusal(() => slots.take(1))).toEqual({ kind: 'too-many-requests', retryAfter: 5 });
    slots.take(2);
    slots.take(3);
    expect(refusal(() => slots.take(4))).toEqual({ kind: 'busy', retryAfter: 5 });
    anna[0]!();
    anna[0]!(); // given back once only
    expect(refusal(() => slots.take(4))).toBe('taken');
    expect(refusal(() => slots.take(5))).toEqual({ kind: 'busy', retryAfter: 5 });
    anna[1]!();
    expect(refusal(() => slots.take(1))).toBe('taken');
  });
});
