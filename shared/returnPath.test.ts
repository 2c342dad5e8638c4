import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath.ts';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/service/station?sid=12')).toBe('/service/station?sid=12');
    expect(safeReturnPath('/ncr')).toBe('/ncr');
  });

  it('falls back to / for anything that could leave the site', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'service', '', null, 42, '/a\nb']) {
      expect(safeReturnPath(value)).toBe('/');
    }
  });

  it('leaves out a kiosk token, and keeps the rest of the query', () => {
    expect(safeReturnPath('/ncr/board?kiosk=Secret-Token_1')).toBe('/ncr/board');
    expect(safeReturnPath('/ncr/board?assignee=Anna%20Berger&kiosk=Secret&category=Major')).toBe('/ncr/board?assignee=Anna%20Berger&category=Major');
    expect(safeReturnPath('/world?kiosk=a&k%69osk=b#here')).toBe('/world#here');
    expect(safeReturnPath('/ncr/dashboard?kiosk&x=%')).toBe('/ncr/dashboard?x=%');
    expect(safeReturnPath('/ncr?q=a%20b&kioskName=x')).toBe('/ncr?q=a%20b&kioskName=x');
  });
});
