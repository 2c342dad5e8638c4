import { describe, expect, it } from 'vitest';
import { ISSUE_PRODUCT_MAX } from '../../../shared/constants.ts';
import { canAddIssue, validateProduct, validateSnid } from './issueValidation.ts';

describe('validateProduct', () => {
  it('accepts 1 to 41 characters, trimmed', () => {
    expect(validateProduct(' GFN coil ')).toEqual({ value: 'GFN coil' });
    expect(validateProduct('x'.repeat(ISSUE_PRODUCT_MAX))).toEqual({ value: 'x'.repeat(ISSUE_PRODUCT_MAX) });
  });

  it('refuses empty and too long', () => {
    expect(validateProduct('   ')).toHaveProperty('error');
    expect(validateProduct('x'.repeat(ISSUE_PRODUCT_MAX + 1))).toHaveProperty('error');
  });
});

describe('validateSnid', () => {
  it('refuses an empty NCR number', () => {
    expect(validateSnid(' ')).toHaveProperty('error');
    expect(validateSnid(' NCR-1 ')).toEqual({ value: 'NCR-1' });
  });
});

describe('canAddIssue', () => {
  it('needs a station and a product of 1..41 characters', () => {
    expect(canAddIssue(5, 'ASC coil')).toBe(true);
    expect(canAddIssue(0, 'ASC coil')).toBe(false);
    expect(canAddIssue(5, '  ')).toBe(false);
    expect(canAddIssue(5, 'x'.repeat(ISSUE_PRODUCT_MAX + 1))).toBe(false);
  });
});
