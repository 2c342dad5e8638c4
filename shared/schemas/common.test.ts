import { describe, expect, it } from 'vitest';
import { recordIdParam, shortText, wireDate } from './common.ts';

describe('shared schemas', () => {
  it('reads a record id in a URL path only as plain decimal digits within int4', () => {
    expect(recordIdParam.safeParse('31').data).toBe(31);
    expect(recordIdParam.safeParse('2147483647').data).toBe(2147483647);
    for (const bad of ['0x1f', '031', '+31', '-1', '3e1', '31.0', ' 31', '0', '', '2147483648', '99999999999', '٣١']) {
      expect(recordIdParam.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('names the character when text may not be stored', () => {
    expect(shortText.safeParse('a\u0000').error?.issues.map((issue) => issue.message)).toEqual(['must not contain control character U+0000']);
    expect(shortText.safeParse('tab\tand newline\n').success).toBe(true);
  });

  it('turns wire dates into a date or null, and refuses the rest', () => {
    expect(wireDate.safeParse('2024-02-29').data).toBe('2024-02-29');
    expect(wireDate.safeParse('1979-01-01').data).toBeNull();
    expect(wireDate.safeParse(null).data).toBeNull();
    expect(wireDate.safeParse('0000-01-01').error?.issues[0]?.message).toBe('must be a valid date (YYYY-MM-DD) between 1900 and 2200');
  });
});
