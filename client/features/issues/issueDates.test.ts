import { describe, expect, it } from 'vitest';
import { ISSUE_STATUS, NOT_SET_DATE, NOT_SET_TIMESTAMP } from '../../../shared/constants.ts';
import { parseReportedText, shownClosedDate } from './issueDates.ts';

describe('shownClosedDate', () => {
  const now = new Date('2026-05-06T12:00:00Z');

  it('shows nothing unless the status is Resolved', () => {
    expect(shownClosedDate({ status: ISSUE_STATUS.Resolved, closed: '2026-01-02T00:00:00Z' }, ISSUE_STATUS.InProgress, now)).toBeNull();
  });

  it('shows the saved closed date of a resolved issue', () => {
    expect(shownClosedDate({ status: ISSUE_STATUS.Resolved, closed: '2026-01-02T08:00:00Z' }, ISSUE_STATUS.Resolved, now)).toBe('2026-01-02');
  });

  it('shows today when the status was just changed to Resolved', () => {
    expect(shownClosedDate({ status: ISSUE_STATUS.New, closed: NOT_SET_TIMESTAMP }, ISSUE_STATUS.Resolved, now)).toBe('2026-05-06');
  });
});

describe('parseReportedText', () => {
  it('accepts YYYY-MM-DD and empty (not set)', () => {
    expect(parseReportedText(' 2026-02-28 ')).toEqual({ value: '2026-02-28' });
    expect(parseReportedText('')).toEqual({ value: NOT_SET_DATE });
  });

  it('refuses anything else', () => {
    expect(parseReportedText('2026-02-30')).toHaveProperty('error');
    expect(parseReportedText('2026-2-3')).toHaveProperty('error');
    expect(parseReportedText('yesterday')).toHaveProperty('error');
    expect(parseReportedText('2026-02-03T10:00:00Z')).toHaveProperty('error');
  });
});
