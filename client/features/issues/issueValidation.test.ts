import { describe, expect, it } from 'vitest';
import { ISSUE_PRODUCT_MAX } from '../../../shared/constants.ts';
import { canAddIssue } from './issueValidation.ts';

describe('canAddIssue', () => {
  it('needs a station and a product of 1..41 characters', () => {
    expect(canAddIssue(5, 'ASC coil')).toBe(true);
    expect(canAddIssue(0, 'ASC coil')).toBe(false);
    expect(canAddIssue(5, '  ')).toBe(false);
    expect(canAddIssue(5, 'x'.repeat(ISSUE_PRODUCT_MAX + 1))).toBe(false);
  });
});
