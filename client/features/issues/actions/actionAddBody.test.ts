import { describe, expect, it } from 'vitest';
import { NOT_SET_DATE } from '../../../../shared/constants.ts';
import { addActionBody } from '../../../../shared/schemas/action.ts';
import { actionAddBody } from './actionAddBody.ts';

describe('a new action\'s add call', () => {
  it('carries only what was given, as the server takes it', () => {
    const bare = actionAddBody(4, { type: 1, owner: '', due: NOT_SET_DATE, descr: '  ', showCust: false });
    expect(bare).toEqual({ iid: 4, type: 1 });
    const full = actionAddBody(4, { type: 3, owner: 'Anna Berger', due: '2026-12-01', descr: 'Seal the crates', showCust: true });
    expect(full).toEqual({ iid: 4, type: 3, owner: 'Anna Berger', due: '2026-12-01', descr: 'Seal the crates', showCust: true });
    for (const body of [bare, full]) expect(addActionBody.safeParse({ ...body, key: '0b7c2d4e-8f1a-4c3b-9d2e-5f6a7b8c9d0e' }).success).toBe(true);
  });
});
