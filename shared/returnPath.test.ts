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
});
